import type { InfoData } from '@travel/contract/booking-session';
import { type SearchResponse, SearchResponseSchema } from '@travel/contract/flights';
import { SearchRequestResponseSchema } from '@travel/contract/search-requests';
import {
  computeFacets,
  deriveOfferViews,
  type OfferFacets,
  queryOffers,
  RESULTS_PAGE_SIZE,
} from '@travel/domain/offers';
import {
  buildSearchCriteria,
  getLatestDepartureDate,
  type SearchForm,
  shiftDepartureDate,
} from '@travel/domain/search';
import { type ApiClient, isApiError } from '../../lib/api-client';
import { getLocalToday } from '../../lib/local-today';
import { buildResultsPath, getSearchKey } from '../../lib/search-url';
import { getPriceBounds, type OfferCardModel, toOfferCard } from './offer-card-model';
import { clearResultsView, type ResultsView } from './results-query';

export type ResultsData =
  | {
      ok: true;
      /** Offers the search found. */
      total: number;
      /** Offers that pass the filters. */
      matching: number;
      offers: OfferCardModel[];
      hasMore: boolean;
      facets: OfferFacets;
      /** Carrier codes to names, for the airline facet. */
      carriers: Record<string, string>;
      priceBounds: { min: number; max: number } | null;
      currency: string;
      searchRequestId: string | null;
    }
  | { ok: false; code: string; titles: { es: string; en: string } | null };

/** Pages of 10 (spec §3); 'Ver más' asks for one more page, so page N shows the first N × 10. */
export function buildResultsData(
  answer: SearchResponse,
  view: ResultsView,
  searchRequestId: string | null,
): Extract<ResultsData, { ok: true }> {
  const views = deriveOfferViews(answer.data);
  const page = queryOffers(views, {
    filters: view.filters,
    sort: view.sort,
    page: 1,
    perPage: view.page * RESULTS_PAGE_SIZE,
  });
  return {
    ok: true,
    total: views.length,
    matching: page.total,
    offers: page.items.map((item) => toOfferCard(item, answer.dictionaries)),
    hasMore: page.total > page.items.length,
    facets: computeFacets(views, view.filters),
    carriers: answer.dictionaries.carriers ?? {},
    priceBounds: getPriceBounds(views),
    currency: answer.meta.currency,
    searchRequestId,
  };
}

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
  let answer: SearchResponse;
  try {
    // Checked here on the server: about 2-3 ms for 130-180 offers, as long as JSON.parse of the answer.
    answer = await api.post('/air/flight-offer/search', {
      json: buildSearchCriteria(form),
      schema: SearchResponseSchema,
    });
  } catch (error) {
    void recording;
    return isApiError(error)
      ? { ok: false, code: error.code, titles: error.titles }
      : { ok: false, code: 'UNKNOWN_ERROR', titles: null };
  }
  const searchRequestId = await recording;
  if (searchRequestId) {
    api
      .patch(`/api/search_requests/${searchRequestId}`, {
        json: { ...(agentId ? { agentId } : {}), resultCount: answer.data.length },
      })
      .catch(() => {});
  }
  return buildResultsData(answer, view, searchRequestId);
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

/** Previous-day and next-day searches (spec §4), keeping the sort; null when the day is not allowed. */
export function buildDayLinks(
  form: SearchForm,
  params: URLSearchParams,
  today: string = getLocalToday(),
): { previous: string | null; next: string | null } {
  const link = (days: number) => {
    const shifted = shiftDepartureDate(form, days);
    if (shifted.departureDate < today || shifted.departureDate > getLatestDepartureDate(today)) return null;
    if (shifted.tripType === '2' && shifted.returnDate < shifted.departureDate) return null;
    const path = buildResultsPath(shifted);
    if (!path) return null;
    const sort = params.get('sort');
    const kept = clearResultsView(new URLSearchParams(path.split('?')[1]));
    if (sort) kept.set('sort', sort);
    return `${path.split('?')[0]}?${kept.toString()}`;
  };
  return { previous: link(-1), next: link(1) };
}

/**
 * Whether the page's own script asked (a client navigation's data request, `fetch` in the browser):
 * only then can the results stream in after a skeleton. A document (a link opened, a reload, a
 * browser without script) gets them in the page itself: streamed parts need script to show.
 */
export function streamsToScript(request: Request): boolean {
  return request.headers.get('sec-fetch-dest') === 'empty';
}
