import { z } from 'zod';
import { MoneyAmountSchema } from '../money/money.schemas.ts';

/*
 * The subset of the Amadeus flight-offer shape (FlightOffersSearch v2) that the site reads.
 * Loose objects: unknown supplier fields pass through untouched to pricing and booking.
 */

export const FlightEndPointSchema = z.looseObject({
  iataCode: z.string(),
  terminal: z.string().optional(),
  /** Local time at the airport, no offset: '2027-03-10T07:45:00'. */
  at: z.string(),
});

export const FlightSegmentSchema = z.looseObject({
  id: z.string(),
  departure: FlightEndPointSchema,
  arrival: FlightEndPointSchema,
  /** The marketing carrier (Amadeus puts the operating one under `operating`). */
  carrierCode: z.string(),
  number: z.string(),
  duration: z.string().optional(),
  numberOfStops: z.number().int().optional(),
  operating: z.looseObject({ carrierCode: z.string().optional() }).optional(),
});
export type FlightSegment = z.infer<typeof FlightSegmentSchema>;

export const ItinerarySchema = z.looseObject({
  duration: z.string().optional(),
  segments: z.array(FlightSegmentSchema).min(1),
});
export type Itinerary = z.infer<typeof ItinerarySchema>;

export const OfferPriceSchema = z.looseObject({
  currency: z.string(),
  total: z.string(),
  base: z.string().optional(),
  grandTotal: z.string().optional(),
  /** Our extension (spec §3): the USD amount that is charged, in minor units. */
  intTotal: MoneyAmountSchema.optional(),
});

export const BaggageAllowanceSchema = z.looseObject({
  quantity: z.number().int().optional(),
  weight: z.number().optional(),
  weightUnit: z.string().optional(),
});

export const FareDetailsBySegmentSchema = z.looseObject({
  segmentId: z.string(),
  cabin: z.string().optional(),
  fareBasis: z.string().optional(),
  brandedFare: z.string().optional(),
  class: z.string().optional(),
  includedCheckedBags: BaggageAllowanceSchema.optional(),
  additionalServices: z.looseObject({ chargeableCheckedBags: BaggageAllowanceSchema.optional() }).optional(),
});
export type FareDetailsBySegment = z.infer<typeof FareDetailsBySegmentSchema>;

export const TravelerPricingSchema = z.looseObject({
  travelerId: z.string(),
  fareOption: z.string().optional(),
  travelerType: z.string(),
  associatedAdultId: z.string().optional(),
  price: z.looseObject({ currency: z.string(), total: z.string(), base: z.string().optional() }).optional(),
  fareDetailsBySegment: z.array(FareDetailsBySegmentSchema),
});
export type TravelerPricing = z.infer<typeof TravelerPricingSchema>;

/** Amadeus pricingOptions; refundableFare and noPenaltyFare are what the facets read. */
export const PricingOptionsSchema = z.looseObject({
  fareType: z.array(z.string()).optional(),
  includedCheckedBagsOnly: z.boolean().optional(),
  refundableFare: z.boolean().optional(),
  noRestrictionFare: z.boolean().optional(),
  noPenaltyFare: z.boolean().optional(),
});

export const FlightOfferSchema = z.looseObject({
  type: z.literal('flight-offer'),
  id: z.string(),
  source: z.string().optional(),
  oneWay: z.boolean().optional(),
  lastTicketingDate: z.string().optional(),
  numberOfBookableSeats: z.number().optional(),
  itineraries: z.array(ItinerarySchema).min(1),
  price: OfferPriceSchema,
  pricingOptions: PricingOptionsSchema.optional(),
  validatingAirlineCodes: z.array(z.string()).optional(),
  travelerPricings: z.array(TravelerPricingSchema),
});
export type FlightOffer = z.infer<typeof FlightOfferSchema>;
