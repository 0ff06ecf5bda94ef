import type {
  AirportSearchResponseSchema,
  CityAirports,
  NearbyAirportsResponseSchema,
} from '@travel/contract/airports';
import { type ApiClient, unchecked } from '../../lib/api-client';
import type { Locale } from '../../lib/locale';

/** An airport as the comboboxes list it. */
export type AirportOption = {
  code: string;
  /** What the input shows once chosen: 'Bogotá (BOG)'. */
  label: string;
  /** Second line: airport name and country. */
  description: string;
};

/** City groups of GET /search/airports and GET /airports/nearby, as combobox options. */
export function toAirportOptions(groups: readonly CityAirports[]): AirportOption[] {
  return groups.flatMap((group) =>
    group.airports.map((airport) => ({
      code: airport.iataCode,
      label: `${group.cityName} (${airport.iataCode})`,
      description: `${airport.name}, ${group.countryName}`,
    })),
  );
}

/** The API answers an empty list under two letters; no need to ask. */
export const MIN_AIRPORT_TERM_LENGTH = 2;

/**
 * The most of an airport text the form takes or reads from a URL, the header's search's cap for the
 * same airport search. Above the API's own 64 (past which it answers nothing), so that a text too
 * long to name an airport is not cut down to one that might.
 */
export const AIRPORT_TEXT_MAX_LENGTH = 100;

export async function searchAirports(
  api: ApiClient,
  term: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<AirportOption[]> {
  const trimmed = term.trim();
  if (trimmed.length < MIN_AIRPORT_TERM_LENGTH) return [];
  // Unchecked: the search form is on the home page, which ships no zod.
  const { data } = await api.get('/search/airports', {
    query: { term: trimmed, lang: locale },
    signal,
    schema: unchecked<typeof AirportSearchResponseSchema>(),
  });
  return toAirportOptions(data);
}

/** Spec §7/§9: nearby airports start at 25 km and the radius doubles, up to 3 tries. */
export const NEARBY_FIRST_RADIUS_KM = 25;
export const NEARBY_MAX_TRIES = 3;

/** The radii to try, in order: 25, 50, 100 km. */
export function getNearbyRadii(firstKm = NEARBY_FIRST_RADIUS_KM, tries = NEARBY_MAX_TRIES): number[] {
  return Array.from({ length: tries }, (_, i) => firstKm * 2 ** i);
}

/**
 * Spec §2: the first result's first airport becomes the origin. Tries the radii in turn and stops at
 * the first non-empty answer; null when none answers (failures count as empty).
 */
export async function findNearestAirport(
  api: ApiClient,
  position: { latitude: number; longitude: number },
  locale: Locale,
): Promise<AirportOption | null> {
  for (const distance of getNearbyRadii()) {
    try {
      const { data } = await api.get('/airports/nearby', {
        query: { lat: position.latitude, lon: position.longitude, distance, lang: locale },
        schema: unchecked<typeof NearbyAirportsResponseSchema>(),
      });
      const [first] = toAirportOptions(data.slice(0, 1));
      if (first) return first;
    } catch {
      // an unanswered try counts as no airport at this radius
    }
  }
  return null;
}
