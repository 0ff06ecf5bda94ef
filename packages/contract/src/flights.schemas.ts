import { AIRLINE_CODE_PATTERN, MAX_AIRLINE_FILTERS, MAX_RESULTS_PAGES } from '@travel/domain/flight-results';
import { AllowedCurrencyCodeSchema, MoneyAmountSchema } from '@travel/domain/money';
import {
  DURATION_BUCKETS,
  FlightOfferSchema,
  isOutboundKey,
  SORT_KEYS,
  STOPS_BUCKETS,
  TIMES_OF_DAY,
} from '@travel/domain/offers';
import { SearchCriteriaSchema } from '@travel/domain/search';
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

const RangeSchema = z
  .object({
    min: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    max: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
  })
  .refine((range) => range.max === null || range.max > range.min, { error: 'max must be above min' });
const CountedRangeSchema = z.object({ min: z.number(), max: z.number().nullable(), count: z.number().int() });
const counted = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() });
const DisplayAmountSchema = z.object({ amount: z.string(), currency: z.string() });

/** Filters, order and pages a results page asks for (spec §3, §4, §9); every list short. */
export const ResultsViewSchema = z.object({
  filters: z.object({
    stops: z.array(z.enum(STOPS_BUCKETS)).max(STOPS_BUCKETS.length),
    duration: z.array(RangeSchema).max(DURATION_BUCKETS.length),
    price: z.array(RangeSchema).max(1),
    departureTime: z.array(z.enum(TIMES_OF_DAY)).max(TIMES_OF_DAY.length),
    arrivalTime: z.array(z.enum(TIMES_OF_DAY)).max(TIMES_OF_DAY.length),
    airline: z.array(z.string().regex(AIRLINE_CODE_PATTERN)).max(MAX_AIRLINE_FILTERS),
    refundable: z.boolean(),
    noPenalty: z.boolean(),
  }),
  sort: z.object({ key: z.enum(SORT_KEYS), direction: z.enum(['asc', 'desc']) }),
  /** Pages of 10 shown together ('Ver más' adds one). */
  page: z.number().int().min(1).max(MAX_RESULTS_PAGES),
  /** Round trips: the chosen outbound (step two). */
  outbound: z.string().refine(isOutboundKey, { error: 'not an outbound key' }).nullable().default(null),
});

/**
 * A results page of a flight search (decision 027): the search runs on the API, which keeps its
 * offers and answers the dozen cards, counts and facets a page shows instead of every offer.
 */
export const FlightResultsBodySchema = z.object({ criteria: SearchCriteriaSchema, view: ResultsViewSchema });
export type FlightResultsBody = z.infer<typeof FlightResultsBodySchema>;

const OfferCardSchema = z.object({
  id: z.string(),
  outboundKey: z.string(),
  total: DisplayAmountSchema,
  perAdult: DisplayAmountSchema.nullable(),
  fees: DisplayAmountSchema,
  travellers: z.number().int(),
  bags: z.object({
    personalItem: z.literal(true),
    carryOn: z.number().int().nullable(),
    checked: z.number().int().nullable(),
  }),
  refundable: z.boolean(),
  noPenalty: z.boolean(),
  carrierCode: z.string(),
  carrierName: z.string(),
  itineraries: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      departureAt: z.string(),
      arrivalAt: z.string(),
      durationMinutes: z.number(),
      stops: z.number().int(),
      via: z.array(z.string()),
      carrierNames: z.array(z.string()),
      flightNumbers: z.array(z.string()),
    }),
  ),
});
const TabLeadSchema = z.object({ price: DisplayAmountSchema, durationMinutes: z.number() }).nullable();

export const FlightResultsResponseSchema = z.object({
  data: z.object({
    mode: z.enum(['offers', 'outbounds', 'returns']),
    total: z.number().int(),
    matching: z.number().int(),
    offers: z.array(OfferCardSchema),
    chosenOutbound: OfferCardSchema.nullable(),
    tabs: z.object({ best: TabLeadSchema, cheapest: TabLeadSchema, fastest: TabLeadSchema }),
    hasMore: z.boolean(),
    facets: z.object({
      stops: z.array(counted(z.enum(STOPS_BUCKETS))),
      duration: z.array(CountedRangeSchema),
      price: z.array(CountedRangeSchema),
      departureTime: z.array(counted(z.enum(TIMES_OF_DAY))),
      arrivalTime: z.array(counted(z.enum(TIMES_OF_DAY))),
      airline: z.array(counted(z.string())),
      refundable: z.number().int(),
      noPenalty: z.number().int(),
    }),
    carriers: z.record(z.string(), z.string()),
    priceBounds: z.object({ min: z.number(), max: z.number() }).nullable(),
    currency: z.string(),
  }),
  meta: z.object({
    /** Offers the search found, before grouping or filters. */
    count: z.number().int(),
    currency: z.string(),
    exchangeRateDate: z.string(),
  }),
});
export type FlightResultsResponse = z.infer<typeof FlightResultsResponseSchema>;
