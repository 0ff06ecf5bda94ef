import type { PassengerType } from '@travel/domain/passengers';
import { type SearchForm, TRIP_TYPES } from '@travel/domain/search';

/**
 * The readable, shareable results URL: `/bog-mia/results?tripType=2&dep=…&ret=…&adults=…`. The search
 * form builds it and the results page reads it back (`search-url.server.ts`), so it lives here.
 */

/** Query keys the search criteria use; everything else in the query is view state (filters, sort, page). */
export const SEARCH_PARAM_KEYS = [
  'tripType',
  'dep',
  'ret',
  'adults',
  'children',
  'infants',
  'cabin',
  'currency',
  'refundable',
  'noRestriction',
  'noPenalty',
] as const;

/** The query key of each passenger count; the search form's fields without script have these names too. */
export const PASSENGER_PARAMS: Readonly<Record<PassengerType, string>> = {
  adult: 'adults',
  child: 'children',
  infant: 'infants',
};

/** The query key of each fare flag ('1' when set), also the name of its checkbox in the search form. */
export const FARE_FLAG_PARAMS = {
  refundableFare: 'refundable',
  noRestrictionFare: 'noRestriction',
  noPenaltyFare: 'noPenalty',
} as const;

export function buildResultsSlug(origin: string, destination: string): string {
  return `${origin}-${destination}`.toLowerCase();
}

export function buildSearchParams(form: SearchForm): URLSearchParams {
  const params = new URLSearchParams();
  params.set('tripType', form.tripType);
  params.set('dep', form.departureDate);
  if (form.tripType === TRIP_TYPES.roundTrip) params.set('ret', form.returnDate);
  params.set(PASSENGER_PARAMS.adult, String(form.passengers.adult));
  params.set(PASSENGER_PARAMS.child, String(form.passengers.child));
  params.set(PASSENGER_PARAMS.infant, String(form.passengers.infant));
  params.set('cabin', form.cabinClass);
  params.set('currency', form.currencyCode);
  params.set(FARE_FLAG_PARAMS.refundableFare, form.refundableFare ? '1' : '0');
  params.set(FARE_FLAG_PARAMS.noRestrictionFare, form.noRestrictionFare ? '1' : '0');
  params.set(FARE_FLAG_PARAMS.noPenaltyFare, form.noPenaltyFare ? '1' : '0');
  return params;
}

/** `/bog-mia/results?…` for a complete form (origin and destination set); null otherwise. */
export function buildResultsPath(form: SearchForm): string | null {
  if (!form.origin || !form.destination) return null;
  const slug = buildResultsSlug(form.origin.airportCode, form.destination.airportCode);
  return `/${slug}/results?${buildSearchParams(form).toString()}`;
}

/** A stable key of the search itself (not its filters), to tell a new search from a re-filtered one. */
export function getSearchKey(form: SearchForm): string {
  return buildResultsPath(form) ?? '';
}
