import { JOURNEY_TYPES } from '@travel/domain/baggage';
import { AllowedCurrencyCodeSchema, MoneyAmountSchema } from '@travel/domain/money';
import { z } from 'zod';
import { LocaleSchema, SessionTotalsSchema } from './booking-session.schemas.ts';
import { AgentIdSchema } from './visitor.schemas.ts';

/**
 * A checked bag added after booking (issue 17, decision 021): sold through the same checkout as any
 * purchase, as the `bag-addition` product line. The booking's owner proves it as My Journey does
 * (reference and e-mail, in the body only).
 */
const OwnerShape = {
  referenceId: z.string().trim().min(1).max(20),
  email: z.string().trim().min(3).max(254),
};

/** Bags for one traveller on one direction of the trip. */
export const BagAdditionItemSchema = z.object({
  travelerId: z.string().min(1).max(20),
  journeyType: z.enum(JOURNEY_TYPES),
  quantity: z.number().int().min(0).max(9),
});
export type BagAdditionItem = z.infer<typeof BagAdditionItemSchema>;

/** An addition made to a booking: its own reference, the bags and what was paid for them. */
export const BagAdditionViewSchema = z.object({
  referenceId: z.string(),
  /** The booking the bags were added to. */
  bookingReferenceId: z.string(),
  /** When it was added (absent in the addition's own booking answer, which has its createdAt). */
  createdAt: z.string().optional(),
  bags: z.array(BagAdditionItemSchema),
  perDirection: z.object({ onward: z.number().int(), return: z.number().int() }),
  /** What was paid, in the display currency it was shown in (My Journey's list). */
  totalPaid: MoneyAmountSchema.optional(),
  /** What the card was charged, USD (My Journey's list). */
  charged: MoneyAmountSchema.optional(),
});
export type BagAdditionView = z.infer<typeof BagAdditionViewSchema>;

/** My Journey's bags of a booking, and what may still be added (POST /user/booking/bags). */
export const BookingBagsBodySchema = z.object({
  ...OwnerShape,
  /** The visitor's display currency; the booking's when absent. */
  currencyCode: AllowedCurrencyCodeSchema.optional(),
});
export type BookingBagsBody = z.infer<typeof BookingBagsBodySchema>;

export const BookingBagsSchema = z.object({
  referenceId: z.string(),
  /** Null when bags can be added now; otherwise the problem code that says why not. */
  refusal: z.string().nullable(),
  travellers: z.array(
    z.object({
      travelerId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      type: z.enum(['adult', 'child', 'infant']),
      /**
       * Bags this traveller's earlier additions gave them per direction: they may add at most
       * `maxPerTraveller` less these (the bags bought with the booking name no traveller).
       */
      added: z.object({ onward: z.number().int(), return: z.number().int() }),
    }),
  ),
  directions: z.array(
    z.object({
      journeyType: z.enum(JOURNEY_TYPES),
      from: z.string(),
      to: z.string(),
      departureAt: z.string(),
      /** Bags bought with the booking for this direction, all travellers. */
      booked: z.number().int(),
      /** Bags added since, all travellers. */
      added: z.number().int(),
    }),
  ),
  maxPerTraveller: z.number().int(),
  /** One bag, all in (spec §9 margin), in the display currency and in USD (what is charged). */
  singleBagPrice: MoneyAmountSchema.nullable(),
  singleBagPriceUsd: MoneyAmountSchema.nullable(),
  /** The per-booking service fee added to every purchase, in the display currency and in USD. */
  fees: MoneyAmountSchema,
  feesUsd: MoneyAmountSchema,
  additions: z.array(BagAdditionViewSchema),
});
export type BookingBags = z.infer<typeof BookingBagsSchema>;
export const BookingBagsResponseSchema = z.object({ data: BookingBagsSchema });

/**
 * Puts a bag addition in the visitor's cart (POST /user/session/set/bag-addition-order): the server
 * prices it from the booking's own fare; a stated total that differs is refused (AMOUNT_MISMATCH).
 */
export const SetBagAdditionOrderBodySchema = z.object({
  agentId: AgentIdSchema,
  ...OwnerShape,
  bags: z.array(BagAdditionItemSchema).min(1).max(40),
  currencyCode: AllowedCurrencyCodeSchema.optional(),
  /** The total the visitor was shown (display currency or USD), checked, never charged. */
  expectedTotal: MoneyAmountSchema.optional(),
  locale: LocaleSchema.optional(),
});
export type SetBagAdditionOrderBody = z.infer<typeof SetBagAdditionOrderBodySchema>;

export const SetBagAdditionOrderResponseSchema = z.object({
  data: z.object({
    sessionId: z.uuid(),
    /** The cart's key: every later session call (payment-direction) names it as `flightOfferId`. */
    flightOfferId: z.string(),
    totals: SessionTotalsSchema,
  }),
});
export type SetBagAdditionOrderResponse = z.infer<typeof SetBagAdditionOrderResponseSchema>;
