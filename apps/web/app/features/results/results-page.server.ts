import { AirportSearchResponseSchema } from '@travel/contract/airports';
import type { InfoData } from '@travel/contract/booking-session';
import {
  DayPricesResponseSchema,
  type FlightResultsResponse,
  FlightResultsResponseSchema,
} from '@travel/contract/flights';
import { SearchRequestResponseSchema } from '@travel/contract/search-requests';
import type { ResultsPage } from '@travel/domain/flight-results';
import {
  buildSearchCriteria,
  getLatestDepartureDate,
  type SearchForm,
  shiftDepartureDate,
} from '@travel/domain/search';
import { type ApiClient, isApiError } from '../../lib/api-client';
import { getLocalToday } from '../../lib/local-today';
import type { Locale, LocalizedText } from '../../lib/locale';
import { buildResultsPath, getSearchKey } from '../../lib/search-url';
import { keepFiltersAndSort, type ResultsView } from './results-query';

export type { ResultsMode, TabLeadModel } from '@travel/domain/flight-results';

/**
 * One results page as the API makes it (decision 027: the search, its filters, order, pages and
 * facets run there), with the id of the search's record; or why there is none.
 */
export type ResultsData =
  | ({ ok: true; searchRequestId: string | null } & ResultsPage)
  /** `retryable`: the search may answer on another try (the supplier or the API down, a limit hit). */
  | { ok: false; code: string; titles: LocalizedText | null; retryable: boolean };

/**
 * Records the search (spec §7) and then its result count. Never fails: a broken record must not
 * break the results page.
 */
async function recordSearch(
  api: ApiClient,
  form: SearchForm,
  agentId: string | null,
  infoData: InfoData | undefined,
): Promise<string | null> {
  try {
    const { data } = await api.post('/api/search_requests', {
      json: {
        ...(agentId ? { agentId } : {}),
        tripType: form.tripType,
        criteria: buildSearchCriteria(form),
        ...(infoData ? { infoData } : {}),
      },
      signal: AbortSignal.timeout(2_000),
      schema: SearchRequestResponseSchema,
    });
    return data.id;
  } catch {
    return null;
  }
}

export type LoadResultsInput = {
  api: ApiClient;
  form: SearchForm;
  view: ResultsView;
  agentId: string | null;
  /** The campaign that brought the visitor, recorded with the search. */
  infoData?: InfoData;
  /** False when the visitor only changed filters, sort or page of a search already recorded. */
  isNewSearch: boolean;
};

export async function loadResultsData({
  api,
  form,
  view,
  agentId,
  infoData,
  isNewSearch,
}: LoadResultsInput): Promise<ResultsData> {
  const recording = isNewSearch ? recordSearch(api, form, agentId, infoData) : Promise.resolve(null);
  let answer: FlightResultsResponse;
  try {
    answer = await api.post('/air/flight-offer/results', {
      json: { criteria: buildSearchCriteria(form), view: { ...view, outbound: view.outbound ?? null } },
      schema: FlightResultsResponseSchema,
    });
  } catch (error) {
    void recording;
    // A search the API refused as such (an airport it does not know) fails the same way every time.
    return isApiError(error)
      ? {
          ok: false,
          code: error.code,
          titles: error.titles,
          retryable: error.status < 400 || error.status >= 500 || error.status === 429,
        }
      : { ok: false, code: 'UNKNOWN_ERROR', titles: null, retryable: true };
  }
  const searchRequestId = await recording;
  if (searchRequestId) {
    api
      .patch(`/api/search_requests/${searchRequestId}`, {
        json: { ...(agentId ? { agentId } : {}), resultCount: answer.meta.count },
      })
      .catch(() => {});
  }
  return { ok: true, ...answer.data, searchRequestId };
}

/**
 * Whether a results request is a new search rather than the same one re-filtered: the page it came
 * from (the Referer of a client navigation) showed other search parameters.
 */
export function isNewSearch(
  request: Request,
  form: SearchForm,
  parse: (url: URL) => SearchForm | null,
): boolean {
  const referer = request.headers.get('referer');
  if (!referer) return true;
  try {
    const previous = parse(new URL(referer));
    return !previous || getSearchKey(previous) !== getSearchKey(form);
  } catch {
    return true;
  }
}

/** One day of the ±3-day strip. */
export type DayStripDay = {
  /** yyyy-MM-dd departure date. */
  date: string;
  /** The same search on that day with the current filters and sort; null when it cannot be searched. */
  href: string | null;
  /** Cheapest all-in price that day, when known. */
  price: { amount: string; currency: string } | null;
  current: boolean;
};

/**
 * The ±3-day strip (spec §4's next-day and previous-day, widened): each day links to the same search
 * on that day, keeping the filters and the sort; a past day, one not on sale yet or one after the
 * return has no link.
 */
export function buildDayStrip(
  form: SearchForm,
  params: URLSearchParams,
  prices: ReadonlyMap<string, { amount: string; currency: string } | null>,
  today: string = getLocalToday(),
): DayStripDay[] {
  return [-3, -2, -1, 0, 1, 2, 3].map((days) => {
    const shifted = shiftDepartureDate(form, days);
    const date = shifted.departureDate;
    const searchable =
      date >= today &&
      date <= getLatestDepartureDate(today) &&
      !(shifted.tripType === '2' && shifted.returnDate < date);
    const path = searchable ? buildResultsPath(shifted) : null;
    const [pathname, query = ''] = path ? path.split('?') : [];
    return {
      date,
      href: pathname
        ? `${pathname}?${keepFiltersAndSort(new URLSearchParams(query), params).toString()}`
        : null,
      price: searchable ? (prices.get(date) ?? null) : null,
      current: days === 0,
    };
  });
}

/** Cheapest price per day around the search (never fails: the strip then shows days without prices). */
export async function loadDayPrices(
  api: ApiClient,
  form: SearchForm,
): Promise<Map<string, { amount: string; currency: string } | null>> {
  try {
    const { data } = await api.post('/air/flight-offer/day-prices', {
      json: buildSearchCriteria(form),
      signal: AbortSignal.timeout(5_000),
      schema: DayPricesResponseSchema,
    });
    return new Map(data.map((day) => [day.date, day.price]));
  } catch {
    return new Map();
  }
}

/** The city an airport serves, in the page language, for the result count; the code when unknown. */
export async function findCityName(api: ApiClient, code: string, locale: Locale): Promise<string> {
  try {
    const { data } = await api.get('/search/airports', {
      query: { term: code, lang: locale },
      schema: AirportSearchResponseSchema,
      signal: AbortSignal.timeout(2_000),
    });
    return data.find((city) => city.airports.some((airport) => airport.iataCode === code))?.cityName ?? code;
  } catch {
    return code;
  }
}

/**
 * Whether the page's own script asked (a client navigation's data request, `fetch` in the browser):
 * only then can the results stream in after a skeleton. A document (a link opened, a reload, a
 * browser without script) gets them in the page itself: streamed parts need script to show.
 */
export function streamsToScript(request: Request): boolean {
  return request.headers.get('sec-fetch-dest') === 'empty';
}
