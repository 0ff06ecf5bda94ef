import type { AirportSearchResponseSchema, CityAirports } from '@travel/contract/airports';
import { type ApiClient, unchecked } from '../../lib/api-client';
import type { Locale } from '../../lib/locale';
import { formatDestination } from './hotel-search';

/** The API answers an empty list under two letters; no need to ask. */
export const MIN_CITY_TERM_LENGTH = 2;

/** Cities (not airports) of GET /search/airports, as the destination field writes them. */
export function toCitySuggestions(groups: readonly CityAirports[]): string[] {
  return [...new Set(groups.map(formatDestination))];
}

/** The city suggestions for what was typed, in the page language. */
export async function suggestCities(
  api: ApiClient,
  term: string,
  locale: Locale,
  signal?: AbortSignal,
): Promise<string[]> {
  const trimmed = term.trim();
  if (trimmed.length < MIN_CITY_TERM_LENGTH) return [];
  // Unchecked: the form is on the home page, which ships no zod.
  const { data } = await api.get('/search/airports', {
    query: { term: trimmed, lang: locale },
    signal,
    schema: unchecked<typeof AirportSearchResponseSchema>(),
  });
  return toCitySuggestions(data);
}
