import { AllowedCurrencyCodeSchema, MoneyAmountSchema } from '@travel/domain/money';
import { z } from 'zod';
import { SiteLocaleSchema } from './locale.schemas.ts';

/** An airport code as a visitor may type it in a URL ('bog'), read as IATA ('BOG'). */
export const DealAirportCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'origin must be a three-letter airport code');
export type DealAirportCode = z.infer<typeof DealAirportCodeSchema>;

/** An airport of a deal with the names a page shows, in the language asked for. */
export const DealPlaceSchema = z.object({
  iataCode: z.string(),
  airportName: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  /** The city's cheap-flights landing page (`/vuelos-baratos/<slug>`), when it has one. */
  slug: z.string().nullable(),
  /** The country guide's path segment, e.g. 'mexico' (it may or may not have a page). */
  countrySlug: z.string(),
});
export type DealPlace = z.infer<typeof DealPlaceSchema>;

/**
 * What one adult pays for the whole round trip, fees included, as the supplier priced it: in the
 * display currency (a decimal text) and in the US dollars that are charged.
 */
export const DealPriceSchema = z.object({
  amount: z.string(),
  currency: z.string(),
  usd: MoneyAmountSchema,
});
export type DealPrice = z.infer<typeof DealPriceSchema>;

export const FlightDealSchema = z.object({
  origin: DealPlaceSchema,
  destination: DealPlaceSchema,
  departureDate: z.string(),
  /** null for one way; deals are round trips of `tripDays`. */
  returnDate: z.string().nullable(),
  price: DealPriceSchema,
  /** The validating airline, when the supplier says. */
  carrier: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** When the supplier priced it (ISO 8601). */
  computedAt: z.string(),
});
export type FlightDeal = z.infer<typeof FlightDealSchema>;

export const DealsLangSchema = SiteLocaleSchema.default('es');

export const FlightDealsQuerySchema = z.object({
  origin: DealAirportCodeSchema,
  currencyCode: AllowedCurrencyCodeSchema.default('USD'),
  lang: DealsLangSchema,
});
export type FlightDealsQuery = z.infer<typeof FlightDealsQuerySchema>;

const DealsMetaSchema = z.object({
  currency: z.string(),
  exchangeRateDate: z.string(),
  tripDays: z.number().int(),
  /** The window searched: departures from `from` to `to`. */
  window: z.object({ from: z.string(), to: z.string() }),
});

/** The cheapest round trip to each popular destination from an origin, cheapest first. */
export const FlightDealsResponseSchema = z.object({
  data: z.object({ origin: DealPlaceSchema, deals: z.array(FlightDealSchema) }),
  meta: DealsMetaSchema,
});
export type FlightDealsResponse = z.infer<typeof FlightDealsResponseSchema>;

export const DestinationDealsParamsSchema = z.object({
  destination: z
    .string()
    .max(60)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'destination must be a city slug such as cancun'),
});
export type DestinationDealsParams = z.infer<typeof DestinationDealsParamsSchema>;

export const DestinationDealsQuerySchema = FlightDealsQuerySchema.extend({
  origin: DealAirportCodeSchema.optional(),
});
export type DestinationDealsQuery = z.infer<typeof DestinationDealsQuerySchema>;

/**
 * A destination's cheap flights: every priced date from the visitor's origin (by date), the cheapest
 * from each other main origin of the region (cheapest first), and the airlines of those fares.
 */
export const DestinationDealsResponseSchema = z.object({
  data: z.object({
    destination: DealPlaceSchema,
    fromOrigin: z.object({ origin: DealPlaceSchema, dates: z.array(FlightDealSchema) }).nullable(),
    fromOtherOrigins: z.array(FlightDealSchema),
    carriers: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  meta: DealsMetaSchema,
});
export type DestinationDealsResponse = z.infer<typeof DestinationDealsResponseSchema>;
