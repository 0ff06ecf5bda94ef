import { BaggagePayloadSchema } from '@travel/domain/baggage';
import { BillingSchema, CustomerSchema, PassengerSchema } from '@travel/domain/booking';
import { HotelRoomsSchema } from '@travel/domain/hotels';
import { AllowedCurrencyCodeSchema, MoneyAmountSchema } from '@travel/domain/money';
import { FlightOfferSchema } from '@travel/domain/offers';
import { z } from 'zod';
import { HotelLineViewSchema } from './hotels.schemas.ts';
import { SiteLocaleSchema } from './locale.schemas.ts';
import { AgentIdSchema } from './visitor.schemas.ts';

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

export const LocaleSchema = SiteLocaleSchema;
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

/**
 * Puts a hotel room offer in the cart (set/hotel-order, decision 013). The session is keyed by the
 * room offer's id in `flightOfferId`, as every later session call names it. The server re-prices the
 * offer through the supplier and refuses a `hotelOffer.price` that differs (OFFER_PRICE_CHANGED).
 */
export const SetHotelOrderBodySchema = z.object({
  ...SessionKeyShape,
  hotelOffer: z.object({
    id: z.string().min(2).max(100),
    /** The supplier's total in USD the visitor saw (the summary's `supplierTotal`). */
    price: z.object({ total: z.string().max(20), currency: z.literal('USD') }),
  }),
  /** The currency the visitor sees prices in. */
  currencyCode: AllowedCurrencyCodeSchema.default('USD'),
  /**
   * The rooms as searched (adults, each child's age): the guests the checkout asks names for. Amadeus
   * offers do not say the children's ages; without them, the offer's own guests count.
   */
  rooms: HotelRoomsSchema.optional(),
  /** The visitor's language, for the confirmation e-mail and the room's words. */
  locale: LocaleSchema.optional(),
});
export type SetHotelOrderBody = z.infer<typeof SetHotelOrderBodySchema>;

export const AddAdditionalServicesBodySchema = z.object({
  ...SessionKeyShape,
  ...BaggagePayloadSchema.shape,
});
export type AddAdditionalServicesBody = z.infer<typeof AddAdditionalServicesBodySchema>;

export const CustomerDetailsSchema = CustomerSchema.extend({
  /** The phone picker's country (ISO 3166 alpha-2), for a number typed without +prefix. */
  countryCode: z.string().max(2).optional(),
});
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>;

export const CustomerBodySchema = z.object({
  ...SessionKeyShape,
  customerDetails: CustomerDetailsSchema,
  locale: LocaleSchema.optional(),
});
export type CustomerBody = z.infer<typeof CustomerBodySchema>;

/**
 * A traveller as create-passenger takes them: the names and type always; the date of birth, gender,
 * nationality and document when the line needs them (a flight; not a hotel room, decision 014). The
 * server checks a flight's travellers against the full PassengerSchema.
 */
export const TravellerBodySchema = PassengerSchema.partial({
  gender: true,
  dateOfBirth: true,
  nationality: true,
  documentType: true,
  passportNumber: true,
  passportExpiryDate: true,
});
export type TravellerBody = z.infer<typeof TravellerBodySchema>;

/** A guest as a hotel session keeps them: the slot's id, the type and the names. */
export const GuestSchema = PassengerSchema.pick({
  id: true,
  type: true,
  firstName: true,
  middleName: true,
  lastName: true,
});
export type Guest = z.infer<typeof GuestSchema>;

export const CreatePassengerBodySchema = z.object({
  ...SessionKeyShape,
  customerDetails: z.unknown().optional(),
  passengers: z.array(TravellerBodySchema).min(1, { error: 'at least one passenger is required' }).max(9),
});
export type CreatePassengerBody = z.infer<typeof CreatePassengerBodySchema>;

/**
 * The gateway's token and what may be shown of the card (ARCHITECTURE §5). Raw card fields are
 * named here only to be refused with a problem that points to the token flow; their values are never
 * read. Checked in the service so messages never carry values.
 */
export const PaymentInformationSchema = z.object({
  token: z.string().max(200).optional(),
  brand: z.string().max(40).optional(),
  lastFour: z.string().max(4).optional(),
  cardExpiry: z.string().max(12).optional(),
  expiry: z.string().max(12).optional(),
  cardName: z.string().max(255).optional(),
  cardNumber: z.unknown().optional(),
  cardCvv: z.unknown().optional(),
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

export const SessionDetailsBodySchema = z.object({
  agentId: SessionKeyShape.agentId,
  flightOfferId: SessionKeyShape.flightOfferId,
});
export type SessionDetailsBody = z.infer<typeof SessionDetailsBodySchema>;

export const SessionIdParamsSchema = z.object({ id: z.uuid() });
export type SessionIdParams = z.infer<typeof SessionIdParamsSchema>;

/** The amounts of a session: offer, bags, per-booking fees and total, in display currency and USD. */
export const AmountLinesSchema = z.object({
  offer: MoneyAmountSchema,
  bags: MoneyAmountSchema,
  fees: MoneyAmountSchema,
  total: MoneyAmountSchema,
});
export type AmountLines = z.infer<typeof AmountLinesSchema>;

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
export type SetFlightOrderResponse = z.infer<typeof SetFlightOrderResponseSchema>;

/** The bags added in one direction, priced in the display currency and in USD. */
export const DirectionBagsSchema = z.object({
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
export type BaggageOptionsResponse = z.infer<typeof BaggageOptionsResponseSchema>;

export const AddAdditionalServicesResponseSchema = z.object({
  data: z.object({
    id: z.uuid(),
    sessionId: z.uuid(),
    baggages: z.array(DirectionBagsSchema),
    totals: SessionTotalsSchema,
  }),
});
export type AddAdditionalServicesResponse = z.infer<typeof AddAdditionalServicesResponseSchema>;

export const CustomerResponseSchema = z.object({
  data: z.object({ id: z.string(), sessionId: z.uuid(), email: z.string(), phone: z.string() }),
});
export type CustomerResponse = z.infer<typeof CustomerResponseSchema>;

export const CreatePassengerResponseSchema = z.object({
  data: z.object({
    id: z.uuid(),
    passengers: z.array(z.object({ id: z.string(), travelerId: z.string(), type: z.string() })),
  }),
});
export type CreatePassengerResponse = z.infer<typeof CreatePassengerResponseSchema>;

export const CreatePaymentInfoResponseSchema = z.object({
  data: z.object({
    transactionId: z.uuid(),
    sessionId: z.uuid(),
    card: z.object({ brand: z.string(), lastFour: z.string(), expiry: z.string() }),
    totals: SessionTotalsSchema,
  }),
});
export type CreatePaymentInfoResponse = z.infer<typeof CreatePaymentInfoResponseSchema>;

/** The trip summary's hold: when it ends and whether its one extension was used. */
export const TripHoldSchema = z.object({
  expiresAt: z.iso.datetime({ offset: true }),
  extended: z.boolean(),
});
export type TripHoldView = z.infer<typeof TripHoldSchema>;

/** "Necesito más tiempo": the hold of the visitor's open session, extended once. */
export const ExtendTripHoldBodySchema = z.object({
  agentId: SessionKeyShape.agentId,
  flightOfferId: SessionKeyShape.flightOfferId,
});
export type ExtendTripHoldBody = z.infer<typeof ExtendTripHoldBodySchema>;

export const ExtendTripHoldResponseSchema = z.object({ data: TripHoldSchema });
export type ExtendTripHoldResponse = z.infer<typeof ExtendTripHoldResponseSchema>;

/**
 * The visitor's session as the trip summary shows it (the web server renders the page from it): the
 * offer as priced, its totals, and what the visitor has given so far, document numbers included.
 * Internal ids, the card's token key and the cardholder's card name are left out.
 */
export const SessionDetailsResponseSchema = z.object({
  data: z.object({
    sessionId: z.uuid(),
    /** What the cart sells: a flight (also when absent: the spec's shape) or a hotel room. */
    productType: z.enum(['flight', 'hotel']).optional(),
    /** A flight session's offer exactly as the server priced it (localized, in the display currency). */
    offer: FlightOfferSchema.optional(),
    /** A flight session's carrier codes to names, for the itinerary. */
    dictionaries: z.object({ carriers: z.record(z.string(), z.string()).optional() }).optional(),
    /** A hotel session's room, stay and price as priced (words in the session's language). */
    hotel: HotelLineViewSchema.optional(),
    totals: SessionTotalsSchema,
    isAdditionalBaggageAllowed: z.boolean(),
    /** The card tokenized in the page, as may be shown; null when the hosted page will ask for it. */
    card: z.object({ brand: z.string(), lastFour: z.string(), expiry: z.string() }).nullable(),
    /** A payment was started (a cart froze the session); any change abandons it. */
    paymentStarted: z.boolean(),
    customer: z
      .object({
        email: z.string(),
        /** E.164. */
        phone: z.string(),
        countryCode: z.string().optional(),
        newsletterSubscribe: z.boolean(),
      })
      .nullable(),
    /** The travellers with documents (a flight's). */
    passengers: z.array(PassengerSchema),
    /** A hotel session's guests (names only), in slot order. */
    guests: z.array(GuestSchema).optional(),
    billing: BillingSchema.nullable(),
    bags: z.object({ onward: z.number().int(), return: z.number().int() }),
    /** Spec §4/§9: until when the selection is held; absent for a session opened without a hold. */
    hold: TripHoldSchema.optional(),
  }),
});
export type SessionDetailsResponse = z.infer<typeof SessionDetailsResponseSchema>;
export type SessionDetails = SessionDetailsResponse['data'];

export const CreateBillingInfoResponseSchema = z.object({
  data: z.object({ id: z.uuid(), totals: SessionTotalsSchema }),
});
export type CreateBillingInfoResponse = z.infer<typeof CreateBillingInfoResponseSchema>;
