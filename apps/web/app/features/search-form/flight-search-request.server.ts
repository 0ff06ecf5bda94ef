import { AirportSearchResponseSchema } from '@travel/contract/airports';
import { isAllowedCurrency } from '@travel/domain/money';
import {
  canChangePassengers,
  isPassengerCountInBounds,
  isPassengerCountsValid,
  PASSENGER_TYPES,
  type PassengerCounts,
  type PassengerType,
} from '@travel/domain/passengers';
import {
  CABINS,
  type Cabin,
  isIsoDate,
  type SearchForm,
  type SearchFormError,
  TRIP_TYPES,
  type TripType,
  validateSearchForm,
} from '@travel/domain/search';
import { type ApiClient, isApiError } from '../../lib/api-client';
import { type Locale, localizePath } from '../../lib/locale';
import { buildResultsPath, FARE_FLAG_PARAMS, PASSENGER_PARAMS } from '../../lib/search-url';
import { readCount } from '../../lib/search-url.server';
import { AIRPORT_TEXT_MAX_LENGTH, type AirportOption, toAirportOptions } from './airport-options';
import type { AirportField } from './widget-intent';

/** What keeps a search sent to the page from being searched: the domain's reasons, and the airports'. */
export type FlightSearchProblem =
  | SearchFormError
  | 'origin-not-found'
  | 'destination-not-found'
  | 'airports-unavailable';

/** A search sent to the page that cannot be searched as it is: the form to show again, and why. */
export type SentFlightSearch = {
  /** What was sent, with the airports the texts named (none for a text that named none). */
  form: SearchForm;
  origin: AirportOption | null;
  destination: AirportOption | null;
  /** Origen and Destino as typed, trimmed. */
  typed: Record<AirportField, string>;
  errors: FlightSearchProblem[];
};

export type FlightSearchRequest =
  /** The page's query holds no search: the page as usual. */
  | { status: 'none' }
  /** A valid search: its localized results page. */
  | { status: 'search'; path: string }
  /** The form again, with what was sent and its problems. */
  | { status: 'fix'; sent: SentFlightSearch };

const AIRPORT_FIELDS: readonly AirportField[] = ['origin', 'destination'];

/** The domain's "choose an airport" reasons, by field. */
const MISSING_AIRPORT: Partial<Record<SearchFormError, AirportField>> = {
  'origin-required': 'origin',
  'destination-required': 'destination',
};

function readDate(params: URLSearchParams, key: string, fallback: string): string {
  const value = params.get(key);
  if (value === null) return fallback;
  return isIsoDate(value) ? value : '';
}

/**
 * The form a query describes, airports aside: the search form's own field names (those of the
 * results URL), each absent field at its default of the day and each unreadable one empty or
 * invalid, so that validation names it. An unknown trip type is the default one, which the form
 * then shows checked.
 */
export function readSentSearchForm(params: URLSearchParams, defaults: SearchForm): SearchForm {
  const tripType: TripType =
    params.get('tripType') === TRIP_TYPES.oneWay ? TRIP_TYPES.oneWay : defaults.tripType;
  // The form sends both dates (its fields without script) or neither (sent before its script ran,
  // while it showed the defaults of the day). A departure alone comes from a link that chose no
  // return: a default paired with it would be a date the traveller never saw, often before it.
  const returnFallback = params.has('dep') ? '' : defaults.returnDate;
  const cabin = params.get('cabin') ?? '';
  const currency = params.get('currency') ?? '';
  return {
    tripType,
    cabinClass: CABINS.includes(cabin as Cabin) ? (cabin as Cabin) : defaults.cabinClass,
    origin: null,
    destination: null,
    departureDate: readDate(params, 'dep', defaults.departureDate),
    returnDate: tripType === TRIP_TYPES.roundTrip ? readDate(params, 'ret', returnFallback) : '',
    currencyCode: isAllowedCurrency(currency) ? currency : defaults.currencyCode,
    passengers: {
      adult: readCount(params, PASSENGER_PARAMS.adult, defaults.passengers.adult),
      child: readCount(params, PASSENGER_PARAMS.child, defaults.passengers.child),
      infant: readCount(params, PASSENGER_PARAMS.infant, defaults.passengers.infant),
    },
    refundableFare: params.get(FARE_FLAG_PARAMS.refundableFare) === '1',
    noRestrictionFare: params.get(FARE_FLAG_PARAMS.noRestrictionFare) === '1',
    noPenaltyFare: params.get(FARE_FLAG_PARAMS.noPenaltyFare) === '1',
  };
}

/**
 * The counts the form shows for those sent: a count no counter or list holds (unreadable, or out of
 * its type's bounds) at its default, so that the form never shows NaN and sends a number. The
 * problem is named beforehand, from the counts as sent. Counts that cannot go together (three lap
 * infants for one adult) are all shown at their defaults: from them no single step of the picker
 * leads to a valid search, so its buttons would all be off.
 */
function toShownPassengers(sent: PassengerCounts, defaults: PassengerCounts): PassengerCounts {
  const show = (type: PassengerType) =>
    isPassengerCountInBounds(type, sent[type]) ? sent[type] : defaults[type];
  const shown = { adult: show('adult'), child: show('child'), infant: show('infant') };
  const movable = PASSENGER_TYPES.some(
    (type) => canChangePassengers(shown, type, 1) || canChangePassengers(shown, type, -1),
  );
  return isPassengerCountsValid(shown) || movable ? shown : defaults;
}

/** The code a text names outright: 'MIA', or the form's own label 'Bogotá (BOG)'. */
function readAirportCode(text: string): string | null {
  const code = /\(([a-z]{3})\)$/i.exec(text)?.[1] ?? (/^[a-z]{3}$/i.test(text) ? text : null);
  return code?.toUpperCase() ?? null;
}

/**
 * The airport a typed text names, as the combobox would have offered it: the airport search's first
 * (best-ranked) answer, or the airport whose code the text is or ends with, when the answer holds it.
 */
export async function findAirport(
  api: ApiClient,
  text: string,
  locale: Locale,
): Promise<AirportOption | null> {
  const code = readAirportCode(text);
  const { data } = await api.get('/search/airports', {
    query: { term: code ?? text, lang: locale },
    schema: AirportSearchResponseSchema,
  });
  const options = toAirportOptions(data);
  return options.find((option) => option.code === code) ?? options[0] ?? null;
}

type AirportLookup = { airport: AirportOption | null; failed: boolean };

async function lookUpAirport(api: ApiClient, text: string, locale: Locale): Promise<AirportLookup> {
  if (text === '') return { airport: null, failed: false };
  try {
    return { airport: await findAirport(api, text, locale), failed: false };
  } catch (error) {
    // The airport search is down: say so, rather than that nothing answers to the text.
    if (!isApiError(error)) throw error;
    return { airport: null, failed: true };
  }
}

/**
 * The flight search a page's query sends (the search form without script, or sent before its
 * script ran): a GET to the page itself with the form's fields. Origen and Destino are texts,
 * resolved here through the airport search; the whole is then checked by the domain's rules, as the
 * form checks it with script. A valid search goes on to its results page.
 */
export async function readFlightSearchRequest(
  params: URLSearchParams,
  context: { api: ApiClient; locale: Locale; defaults: SearchForm; today: string },
): Promise<FlightSearchRequest> {
  if (!AIRPORT_FIELDS.some((field) => params.has(field))) return { status: 'none' };
  const { api, locale, defaults, today } = context;
  // Capped as the fields cap typing: a text from a hand-made URL is then neither sent whole to the
  // airport search nor echoed whole in the page.
  const readText = (field: AirportField) =>
    (params.get(field) ?? '').trim().slice(0, AIRPORT_TEXT_MAX_LENGTH);
  const typed: Record<AirportField, string> = {
    origin: readText('origin'),
    destination: readText('destination'),
  };
  const [originLookup, destinationLookup] = await Promise.all([
    lookUpAirport(api, typed.origin, locale),
    lookUpAirport(api, typed.destination, locale),
  ]);
  const lookups = { origin: originLookup, destination: destinationLookup };
  const origin = lookups.origin.airport;
  const destination = lookups.destination.airport;
  const form: SearchForm = {
    ...readSentSearchForm(params, defaults),
    origin: origin && { airportCode: origin.code },
    destination: destination && { airportCode: destination.code },
  };
  const errors = validateSearchForm(form, today).map((error): FlightSearchProblem => {
    // A text was typed, so the field is not empty: the text named no airport, or none could be asked.
    const field = MISSING_AIRPORT[error];
    if (!field || typed[field] === '') return error;
    return lookups[field].failed ? 'airports-unavailable' : `${field}-not-found`;
  });
  const path = buildResultsPath(form);
  if (errors.length === 0 && path) return { status: 'search', path: localizePath(path, locale) };
  const shown = { ...form, passengers: toShownPassengers(form.passengers, defaults.passengers) };
  return {
    status: 'fix',
    sent: { form: shown, origin, destination, typed, errors: [...new Set(errors)] },
  };
}
