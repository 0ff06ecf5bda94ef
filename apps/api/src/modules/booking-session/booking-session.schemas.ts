import { BaggagePayloadSchema } from '@travel/domain/baggage';
import { BillingSchema, CustomerSchema, PassengerSchema } from '@travel/domain/booking';
import { MoneyAmountSchema } from '@travel/domain/money';
import { FlightOfferSchema } from '@travel/domain/offers';
import { z } from 'zod';
import { AgentIdSchema } from '../visitor/visitor.schemas.ts';

const shortText = z.string().max(500);

/** Spec §3 analytics attribution, sent as `infoData` with every session call. */
export const InfoDataSchema = z.object({
  source: shortText.optional(),
  medium: shortText.optional(),
  affiliateId: shortText.optional(),
  referrer: z.string().max(2000).optional(),
  metaName: shortText.optional(),
  timestamp: z.union([z.string().max(40), z.number()]).optional(),
});
export type InfoData = z.infer<typeof InfoDataSchema>;

export const LocaleSchema = z.enum(['es', 'en']);
export type Locale = z.infer<typeof LocaleSchema>;

/**
 * What identifies a visitor's booking session on every call: their agentId and the selected offer.
 * The web app also re-sends earlier steps (flightOffer, customerDetails...): they are accepted and
 * ignored, the server's stored copy is the one that counts.
 */
const SessionKeyShape = {
  agentId: AgentIdSchema,
  flightOfferId: z.string().min(1).max(200),
  flightOffer: z.unknown().optional(),
  infoData: InfoDataSchema.optional(),
};

export const SetFlightOrderBodySchema = z.object({
  ...SessionKeyShape,
  flightOffer: FlightOfferSchema,
  disId: z.string().max(200).optional(),
  /** The visitor's language, for the confirmation e-mail. */
  locale: LocaleSchema.optional(),
});
export type SetFlightOrderBody = z.infer<typeof SetFlightOrderBodySchema>;

export const AddAdditionalServicesBodySchema = z.object({
  ...SessionKeyShape,
  ...BaggagePayloadSchema.shape,
});
export type AddAdditionalServicesBody = z.infer<typeof AddAdditionalServicesBodySchema>;

export const CustomerDetailsSchema = CustomerSchema.extend({
  /** The phone picker's country (ISO 3166 alpha-2), for a number typed without +prefix. */
  countryCode: z.string().max(2).optional(),
});
export const CustomerBodySchema = z.object({
  ...SessionKeyShape,
  customerDetails: CustomerDetailsSchema,
  locale: LocaleSchema.optional(),
});
export type CustomerBody = z.infer<typeof CustomerBodySchema>;

export const CreatePassengerBodySchema = z.object({
  ...SessionKeyShape,
  customerDetails: z.unknown().optional(),
  passengers: z.array(PassengerSchema).min(1, { error: 'at least one passenger is required' }).max(9),
});
export type CreatePassengerBody = z.infer<typeof CreatePassengerBodySchema>;

/**
 * Either the gateway's token (what the web app should send) or, tolerated, the raw card fields,
 * which the API hands to the gateway and drops. Checked in the service so messages never carry values.
 */
export const PaymentInformationSchema = z.object({
  token: z.string().max(200).optional(),
  brand: z.string().max(40).optional(),
  lastFour: z.string().max(4).optional(),
  cardExpiry: z.string().max(12).optional(),
  expiry: z.string().max(12).optional(),
  cardName: z.string().max(255).optional(),
  cardNumber: z.string().max(30).optional(),
  cardCvv: z.string().max(6).optional(),
  amount: z.number().int().optional(),
  currency: z.string().max(3).optional(),
  transactionId: z.string().max(100).optional(),
});
export type PaymentInformation = z.infer<typeof PaymentInformationSchema>;

export const CreatePaymentInfoBodySchema = z.object({
  ...SessionKeyShape,
  customerDetails: z.unknown().optional(),
  passengers: z.unknown().optional(),
  paymentInformation: PaymentInformationSchema,
});
export type CreatePaymentInfoBody = z.infer<typeof CreatePaymentInfoBodySchema>;

export const CreateBillingInfoBodySchema = z.object({
  ...SessionKeyShape,
  customerDetails: z.unknown().optional(),
  passengers: z.unknown().optional(),
  paymentInformation: z.unknown().optional(),
  billingInformation: BillingSchema,
});
export type CreateBillingInfoBody = z.infer<typeof CreateBillingInfoBodySchema>;

export const SessionIdParamsSchema = z.object({ id: z.uuid() });

/** The amounts of a session: offer, bags, per-booking fees and total, in display currency and USD. */
const AmountLinesSchema = z.object({
  offer: MoneyAmountSchema,
  bags: MoneyAmountSchema,
  fees: MoneyAmountSchema,
  total: MoneyAmountSchema,
});
export const SessionTotalsSchema = z.object({ display: AmountLinesSchema, usd: AmountLinesSchema });
export type SessionTotals = z.infer<typeof SessionTotalsSchema>;

export const SetFlightOrderResponseSchema = z.object({
  data: z.object({
    id: z.uuid(),
    baggageUrl: z.string(),
    flightOfferId: z.string(),
    isAdditionalBaggageAllowed: z.boolean(),
    totals: SessionTotalsSchema,
  }),
});

const DirectionBagsSchema = z.object({
  journeyType: z.enum(['onward', 'return']),
  quantity: z.number().int(),
  segmentIds: z.array(z.string()),
  price: MoneyAmountSchema,
  totalAmount: MoneyAmountSchema,
  priceUsd: MoneyAmountSchema,
  totalAmountUsd: MoneyAmountSchema,
});
export type DirectionBags = z.infer<typeof DirectionBagsSchema>;

export const BaggageOptionsResponseSchema = z.object({
  data: z.object({
    sessionId: z.uuid(),
    isAdditionalBaggageAllowed: z.boolean(),
    /** One bag with the margin (spec §9), in the display currency and in USD; null when not sold. */
    singleBagPrice: MoneyAmountSchema.nullable(),
    singleBagPriceUsd: MoneyAmountSchema.nullable(),
    allowedBaggageQuantity: z.array(z.number().int()),
    maxQuantity: z.number().int(),
    onwardSegmentIds: z.array(z.string()),
    returnSegmentIds: z.array(z.string()),
    alreadyAddedBaggage: z.object({ onward: z.number().int(), return: z.number().int() }),
    addedBaggage: z.array(DirectionBagsSchema),
    bags: z.record(z.string(), z.unknown()),
  }),
});

export const AddAdditionalServicesResponseSchema = z.object({
  data: z.object({
    id: z.uuid(),
    sessionId: z.uuid(),
    baggages: z.array(DirectionBagsSchema),
    totals: SessionTotalsSchema,
  }),
});

export const CustomerResponseSchema = z.object({
  data: z.object({ id: z.string(), sessionId: z.uuid(), email: z.string(), phone: z.string() }),
});

export const CreatePassengerResponseSchema = z.object({
  data: z.object({
    id: z.uuid(),
    passengers: z.array(z.object({ id: z.string(), travelerId: z.string(), type: z.string() })),
  }),
});

export const CreatePaymentInfoResponseSchema = z.object({
  data: z.object({
    transactionId: z.uuid(),
    sessionId: z.uuid(),
    card: z.object({ brand: z.string(), lastFour: z.string(), expiry: z.string() }),
    totals: SessionTotalsSchema,
  }),
});

export const CreateBillingInfoResponseSchema = z.object({
  data: z.object({ id: z.uuid(), totals: SessionTotalsSchema }),
});
