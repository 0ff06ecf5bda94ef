import { z } from 'zod';
import { SiteLocaleSchema } from './locale.schemas.ts';

export const AirportSchema = z.object({
  iataCode: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
});
export type Airport = z.infer<typeof AirportSchema>;

export const CityAirportsSchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  airports: z.array(AirportSchema),
});
export type CityAirports = z.infer<typeof CityAirportsSchema>;

export const AirportSearchResponseSchema = z.object({ data: z.array(CityAirportsSchema) });
export type AirportSearchResponse = z.infer<typeof AirportSearchResponseSchema>;

export const NearbyAirportSchema = AirportSchema.extend({ distanceKm: z.number() });
export type NearbyAirport = z.infer<typeof NearbyAirportSchema>;

export const NearbyCitySchema = CityAirportsSchema.extend({ airports: z.array(NearbyAirportSchema) });
export type NearbyCity = z.infer<typeof NearbyCitySchema>;

export const NearbyAirportsResponseSchema = z.object({ data: z.array(NearbyCitySchema) });
export type NearbyAirportsResponse = z.infer<typeof NearbyAirportsResponseSchema>;

/** Terms shorter than two letters or longer than 64 get an empty answer, not an error. */
export const AirportSearchQuerySchema = z.object({
  term: z.string().default(''),
  lang: SiteLocaleSchema.default('es'),
});
export type AirportSearchQuery = z.infer<typeof AirportSearchQuerySchema>;

export const NearbyAirportsQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  distance: z.coerce.number().positive().max(1000).default(25),
  lang: SiteLocaleSchema.default('es'),
});
export type NearbyAirportsQuery = z.infer<typeof NearbyAirportsQuerySchema>;
