import {
  computeFacets,
  deriveOfferViews,
  type FlightOffer,
  type OfferFacets,
  queryOffers,
  RESULTS_PAGE_SIZE,
} from '@travel/domain/offers';
import { buildSearchCriteria, type SearchForm, shiftDepartureDate } from '@travel/domain/search';
import { type ApiClient, isApiError } from '../../lib/api-client';
import { getLocalToday } from '../../lib/local-today';
import { buildResultsPath, getSearchKey } from '../../lib/search-url';
import { type Dictionaries, getPriceBounds, type OfferCardModel, toOfferCard } from './offer-card-model';
import { clearResultsView, type ResultsView } from './results-query';

type SearchAnswer = {
  data: FlightOffer[];
  dictionaries: Dictionaries;
  meta: { count: number; currency: string; exchangeRateDate: string };
};

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
  answer: SearchAnswer,
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
): Promise<string | null> {
  try {
    const { data } = await api.post<{ data: { id: string } }>(
      '/api/search_requests',
      { ...(agentId ? { agentId } : {}), tripType: form.tripType, criteria: buildSearchCriteria(form) },
      { signal: AbortSignal.timeout(2_000) },
    );
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
  /** False when the visitor only changed filters, sort or page of a search already recorded. */
  isNewSearch: boolean;
};

export async function loadResultsData({
  api,
  form,
  view,
  agentId,
  isNewSearch,
}: LoadResultsInput): Promise<ResultsData> {
  const recording = isNewSearch ? recordSearch(api, form, agentId) : Promise.resolve(null);
  let answer: SearchAnswer;
  try {
    answer = await api.post<SearchAnswer>('/air/flight-offer/search', buildSearchCriteria(form));
  } catch (error) {
    void recording;
    return isApiError(error)
      ? { ok: false, code: error.code, titles: error.titles }
      : { ok: false, code: 'UNKNOWN_ERROR', titles: null };
  }
  const searchRequestId = await recording;
  if (searchRequestId) {
    api.patch(`/api/search_requests/${searchRequestId}`, { resultCount: answer.data.length }).catch(() => {});
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
    if (shifted.departureDate < today) return null;
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
