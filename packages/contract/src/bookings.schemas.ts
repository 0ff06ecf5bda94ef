import { MoneyAmountSchema } from '@travel/domain/money';
import { PaymentReturnSchema } from '@travel/domain/payment';
import { z } from 'zod';
import { BagAdditionViewSchema } from './bag-additions.schemas.ts';
import { SessionTotalsSchema } from './booking-session.schemas.ts';
import { HotelLineViewSchema } from './hotels.schemas.ts';
import { SiteLocaleSchema } from './locale.schemas.ts';
import { InstalmentPlanViewSchema, PaymentMethodIdSchema } from './payment.schemas.ts';
import { AgentIdSchema } from './visitor.schemas.ts';

/** Reads the signed return either as an object or as the query string the gateway wrote. */
const PaymentReturnInputSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? Object.fromEntries(new URLSearchParams(value.replace(/^[^?]*\?/, '')))
      : value,
  PaymentReturnSchema,
);

/**
 * Spec §7 card/success: the agentId and the gateway's signed return (`worldpayResponseData`: the
 * query of /booking/authorize as an object, or the query string itself). Other fields the web app
 * re-sends are ignored: the booking is built from the server's session.
 */
export const CardSuccessBodySchema = z.object({
  agentId: AgentIdSchema,
  worldpayResponseData: PaymentReturnInputSchema,
  flightOfferId: z.string().max(200).optional(),
  flightOffer: z.unknown().optional(),
  customerDetails: z.unknown().optional(),
  passengers: z.unknown().optional(),
  billingInformation: z.unknown().optional(),
  paymentInformation: z.unknown().optional(),
});
export type CardSuccessBody = z.infer<typeof CardSuccessBodySchema>;

const SegmentViewSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  departureAt: z.string(),
  arrivalAt: z.string(),
  carrierCode: z.string(),
  /** The airline's name from the offer's dictionaries, when the supplier gave one. */
  carrierName: z.string().optional(),
  number: z.string(),
  duration: z.string().optional(),
  /**
   * The departure airport's IANA zone ('America/New_York'): `departureAt` is its wall clock, and
   * check-in opens a number of real hours before that instant. Recorded when the booking is ordered;
   * absent on bookings ordered before it was, and for an airport whose zone is not known.
   */
  departureTimeZone: z.string().optional(),
});

/** The booking as the visitor sees it (confirmation page, My Journey, the e-mail). */
export const BookingSchema = z.object({
  id: z.uuid(),
  referenceId: z.string(),
  /** paid → ordering → ordered | order_failed (the payment is voided when the order fails). */
  status: z.enum(['paid', 'ordering', 'ordered', 'order_failed']),
  /** Why the supplier order failed (a problem code), when it did. */
  failureCode: z.string().optional(),
  createdAt: z.string(),
  locale: SiteLocaleSchema,
  contact: z.object({ email: z.string(), phone: z.string() }),
  passenger: z.array(
    z.object({
      id: z.string(),
      travelerId: z.string(),
      firstName: z.string(),
      middleName: z.string().optional(),
      lastName: z.string(),
      type: z.enum(['adult', 'child', 'infant']),
    }),
  ),
  itinerary: z.array(
    z.object({
      journeyType: z.enum(['onward', 'return']),
      duration: z.string().optional(),
      segments: z.array(SegmentViewSchema),
    }),
  ),
  selectedFlightOffer: z.object({ FlightOffer: z.record(z.string(), z.unknown()) }),
  billingInformation: z.object({
    cardHolderName: z.string(),
    emailId: z.string(),
    addressLine1: z.string(),
    city: z.string(),
    region: z.string().optional(),
    postCode: z.string().optional(),
    country: z.object({ code: z.string(), name: z.string() }),
  }),
  additionalServices: z.object({
    baggages: z.array(
      z.object({
        journeyType: z.enum(['onward', 'return']),
        quantity: z.number().int(),
        amount: z.number().int(),
        currency: z.string(),
        amountUsd: z.number().int(),
      }),
    ),
  }),
  amounts: SessionTotalsSchema,
  /** Total in the visitor's currency. */
  totalPaid: MoneyAmountSchema,
  /** What was charged: USD for a card; BRL, MXN or COP for Pix, a voucher or PSE (decision 017). */
  charged: MoneyAmountSchema,
  /** How it was paid; a card when absent (bookings made before decision 017). */
  paymentMethod: PaymentMethodIdSchema.optional(),
  /** The card instalment plan accepted before paying (count, per instalment, total, rate, CFT/CET). */
  instalmentPlan: InstalmentPlanViewSchema.optional(),
  paymentInformation: z.object({
    transactions: z.array(
      z.object({
        type: z.enum(['order', 'payment']),
        cartId: z.string().optional(),
        transactionId: z.string().optional(),
        status: z.string(),
        amount: MoneyAmountSchema,
        card: z.object({ brand: z.string(), lastFour: z.string() }).optional(),
      }),
    ),
  }),
  /** The airline order, once created (status `ordered`). */
  flightOrder: z.object({ id: z.string(), reference: z.string() }).nullable(),
  /**
   * What was booked: a flight when absent (bookings made before hotels) or 'flight', a hotel room
   * when 'hotel'. A hotel booking lists its guests in `passenger`, leaves the flight parts empty and
   * carries its room, stay and confirmation number in `hotel`. Bags added after booking are a
   * 'bag-addition' with its own reference and `bagAddition`.
   */
  productType: z.enum(['flight', 'hotel', 'bag-addition']).optional(),
  hotel: HotelLineViewSchema.optional(),
  /** A 'bag-addition': the bags added to another booking, named by its reference (decision 021). */
  bagAddition: BagAdditionViewSchema.optional(),
});
export type Booking = z.infer<typeof BookingSchema>;

export const BookingResponseSchema = z.object({ data: BookingSchema });
export type BookingResponse = z.infer<typeof BookingResponseSchema>;

export const BookingLookupBodySchema = z.object({
  referenceId: z.string().max(20),
  email: z.string().max(254),
});
export type BookingLookupBody = z.infer<typeof BookingLookupBodySchema>;

/** My Journey's resend of the confirmation: how many more it may ask for within the hour. */
export const BookingResendResponseSchema = z.object({
  data: z.object({ remaining: z.number().int().min(0) }),
});
export type BookingResendResponse = z.infer<typeof BookingResendResponseSchema>;

const CancellationAmountsSchema = z.object({
  currency: z.string(),
  refund: z.number().int(),
  penalty: z.number().int(),
  kept: z.number().int(),
});

/** What cancelling gives back under the fare's rules (minor units), in the display currency and USD. */
export const CancellationQuoteSchema = z.object({
  basis: z.enum(['refundableFare', 'taxesOnly', 'nothing']),
  display: CancellationAmountsSchema,
  usd: CancellationAmountsSchema,
});
export type CancellationQuote = z.infer<typeof CancellationQuoteSchema>;

export const CancellationStatusSchema = z.enum(['received', 'in_review', 'refunded', 'rejected']);

/** A cancellation request: its CX- number, status and timeline, and the refund it was quoted. */
export const CancellationRequestSchema = z.object({
  number: z.string(),
  status: CancellationStatusSchema,
  quote: CancellationQuoteSchema,
  timeline: z.array(z.object({ status: CancellationStatusSchema, at: z.string() })),
  createdAt: z.string(),
});
export type CancellationRequest = z.infer<typeof CancellationRequestSchema>;

/** My Journey's cancellation panel: the quote now and the booking's latest request, if any. */
export const CancellationViewResponseSchema = z.object({
  data: z.object({ quote: CancellationQuoteSchema, request: CancellationRequestSchema.nullable() }),
});

export const CancellationRequestResponseSchema = z.object({
  data: z.object({ created: z.boolean(), request: CancellationRequestSchema }),
});

/** The operator's move of a request (behind REPORTS_TOKEN). */
export const CancellationMoveBodySchema = z.object({ status: CancellationStatusSchema });
export const CancellationMoveResponseSchema = z.object({ data: CancellationRequestSchema });
