import { type Locale, localizePath } from '../../lib/locale';

/**
 * The hotel summary of spec §2 (`id`, `startDate`, `endDate`) for the search's stay; the rest of the
 * search (destination, rooms, currency) rides along so the summary prices the same rooms and can
 * lead back to the results.
 */
export function buildHotelSummaryHref(hotelId: string, searchQuery: string, locale: Locale): string {
  const query = new URLSearchParams({ id: hotelId });
  for (const [key, value] of new URLSearchParams(searchQuery)) query.append(key, value);
  return `${localizePath('/hoteles/HotelSummary', locale)}?${query.toString()}`;
}

/** The results of a search (no filters): where the summary's "back" leads. */
export function buildHotelResultsHref(searchQuery: string, locale: Locale): string {
  return `${localizePath('/hoteles/result', locale)}?${searchQuery}`;
}

/** The search form filled with a search, to change it. */
export function buildHotelSearchHref(searchQuery: string, locale: Locale): string {
  return `${localizePath('/hoteles', locale)}?${searchQuery}`;
}
