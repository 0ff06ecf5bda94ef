import { AllowedCurrencyCodeSchema, MoneyAmountSchema } from '@travel/domain/money';
import { FlightOfferSchema } from '@travel/domain/offers';
import { z } from 'zod';

/** Dictionaries of an Amadeus answer: codes to names. */
export const DictionariesSchema = z.object({
  locations: z.record(z.string(), z.object({ cityCode: z.string(), countryCode: z.string() })).optional(),
  aircraft: z.record(z.string(), z.string()).optional(),
  currencies: z.record(z.string(), z.string()).optional(),
  carriers: z.record(z.string(), z.string()).optional(),
});
export type Dictionaries = z.infer<typeof DictionariesSchema>;

export const SearchResponseSchema = z.object({
  data: z.array(FlightOfferSchema),
  dictionaries: DictionariesSchema,
  meta: z.object({
    count: z.number().int(),
    currency: z.string(),
    /** Date of the exchange rates the prices were converted with. */
    exchangeRateDate: z.string(),
    /**
     * The per-booking service fees in `currency` (decision 003), added to the first price shown
     * (decision 016). Optional: an answer cached before it existed has none.
     */
    bookingFees: MoneyAmountSchema.optional(),
  }),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

/** The ±3-day strip: the cheapest all-in price of each departure day around the searched one. */
export const DayPricesResponseSchema = z.object({
  data: z.array(
    z.object({
      /** yyyy-MM-dd, the departure date. */
      date: z.string(),
      /** Cheapest offer's total plus the booking fees, decimal text; null when the day has no flight or cannot be searched. */
      price: z.object({ amount: z.string(), currency: z.string() }).nullable(),
    }),
  ),
});
export type DayPricesResponse = z.infer<typeof DayPricesResponseSchema>;

export const OfferIdParamsSchema = z.object({ id: z.string().min(1).max(200) });
export type OfferIdParams = z.infer<typeof OfferIdParamsSchema>;

export const OfferQuerySchema = z.object({ currencyCode: AllowedCurrencyCodeSchema.default('USD') });
export type OfferQuery = z.infer<typeof OfferQuerySchema>;

export const OfferResponseSchema = z.object({
  data: FlightOfferSchema,
  dictionaries: DictionariesSchema.optional(),
});
export type OfferResponse = z.infer<typeof OfferResponseSchema>;

/** Spec §3 "selected offer": a pricing request for one offer. */
export const ValidateOfferBodySchema = z.object({
  type: z.literal('flight-offers-pricing'),
  flightOffer: FlightOfferSchema,
  metaName: z.string().max(100).optional(),
});
export type ValidateOfferBody = z.infer<typeof ValidateOfferBodySchema>;

export const PricedBagSchema = z.object({
  quantity: z.number().int(),
  name: z.string(),
  price: z.object({ amount: z.string(), currencyCode: z.string() }),
  intPrice: MoneyAmountSchema,
  bookableByItinerary: z.boolean(),
  segmentIds: z.array(z.string()),
  travelerIds: z.array(z.string()),
});
export type PricedBag = z.infer<typeof PricedBagSchema>;

export const PricingWarningSchema = z.object({ code: z.string(), title: z.string(), detail: z.string() });
export type PricingWarning = z.infer<typeof PricingWarningSchema>;

export const ValidateOfferResponseSchema = z.object({
  data: z.object({ type: z.literal('flight-offers-pricing'), flightOffers: z.array(FlightOfferSchema) }),
  included: z.object({
    bags: z.record(z.string(), PricedBagSchema),
    'detailed-fare-rules': z.record(z.string(), z.unknown()),
  }),
  dictionaries: DictionariesSchema,
  meta: z.object({
    currency: z.string(),
    priceChanged: z.boolean(),
    /** The total the visitor saw before, in the same currency, when the price changed. */
    previousTotal: z.string().optional(),
  }),
  warnings: z.array(PricingWarningSchema),
});
export type ValidateOfferResponse = z.infer<typeof ValidateOfferResponseSchema>;
