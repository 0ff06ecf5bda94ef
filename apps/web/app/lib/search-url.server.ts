import { isAllowedCurrency } from '@travel/domain/money';
import { isPassengerCountsValid, type PassengerCounts } from '@travel/domain/passengers';
import {
  CABINS,
  type Cabin,
  isIsoDate,
  type SearchForm,
  TRIP_TYPES,
  type TripType,
} from '@travel/domain/search';
import { type Locale, localizePath } from './locale';
import { FARE_FLAG_PARAMS, PASSENGER_PARAMS, SEARCH_PARAM_KEYS } from './search-url';

const SLUG = /^([a-z]{3})-([a-z]{3})$/;

/** A passenger count of the query: the fallback when absent or empty, NaN when not a small number. */
export function readCount(params: URLSearchParams, key: string, fallback: number): number {
  const raw = params.get(key);
  if (raw === null || raw === '') return fallback;
  return /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * The search form a results URL describes, or null when the URL cannot be a search (bad slug,
 * dates, counts, cabin or currency). Whether the dates are in the past is for the caller to judge.
 */
export function parseResultsUrl(slug: string | undefined, params: URLSearchParams): SearchForm | null {
  const match = SLUG.exec(slug?.toLowerCase() ?? '');
  if (!match?.[1] || !match[2] || match[1] === match[2]) return null;
  const tripType = (params.get('tripType') ?? TRIP_TYPES.roundTrip) as TripType;
  if (tripType !== TRIP_TYPES.oneWay && tripType !== TRIP_TYPES.roundTrip) return null;
  const departureDate = params.get('dep') ?? '';
  const returnDate = tripType === TRIP_TYPES.roundTrip ? (params.get('ret') ?? '') : '';
  if (!isIsoDate(departureDate)) return null;
  if (tripType === TRIP_TYPES.roundTrip && (!isIsoDate(returnDate) || returnDate < departureDate))
    return null;
  const passengers: PassengerCounts = {
    adult: readCount(params, PASSENGER_PARAMS.adult, 1),
    child: readCount(params, PASSENGER_PARAMS.child, 0),
    infant: readCount(params, PASSENGER_PARAMS.infant, 0),
  };
  if (!isPassengerCountsValid(passengers)) return null;
  const cabin = (params.get('cabin') ?? 'ECONOMY') as Cabin;
  if (!CABINS.includes(cabin)) return null;
  const currencyCode = params.get('currency') ?? 'USD';
  if (!isAllowedCurrency(currencyCode)) return null;
  return {
    tripType,
    cabinClass: cabin,
    origin: { airportCode: match[1].toUpperCase() },
    destination: { airportCode: match[2].toUpperCase() },
    departureDate,
    returnDate,
    currencyCode,
    passengers,
    refundableFare: params.get(FARE_FLAG_PARAMS.refundableFare) === '1',
    noRestrictionFare: params.get(FARE_FLAG_PARAMS.noRestrictionFare) === '1',
    noPenaltyFare: params.get(FARE_FLAG_PARAMS.noPenaltyFare) === '1',
  };
}

/**
 * The flight search page holding a results URL's search, for a URL that cannot be searched as it is
 * (a day gone by, a return before the departure, a count or currency no search takes): that page's
 * loader checks it as the search form does and shows the form with what was sent and why (or, when
 * only a value unknown to the form was wrong, goes on to results with the form's default for it).
 * Null when the slug names no two airports: that URL is no search at all.
 */
export function buildSearchFixPath(
  slug: string | undefined,
  params: URLSearchParams,
  locale: Locale,
): string | null {
  const match = SLUG.exec(slug?.toLowerCase() ?? '');
  if (!match?.[1] || !match[2]) return null;
  const query = new URLSearchParams({ origin: match[1].toUpperCase(), destination: match[2].toUpperCase() });
  for (const key of SEARCH_PARAM_KEYS) {
    const value = params.get(key);
    if (value !== null) query.set(key, value);
  }
  return `${localizePath('/vuelos', locale)}?${query.toString()}`;
}
