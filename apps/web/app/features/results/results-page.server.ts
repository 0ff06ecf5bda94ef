import { AirportSearchResponseSchema } from '@travel/contract/airports';
import type { InfoData } from '@travel/contract/booking-session';
import { DayPricesResponseSchema, type SearchResponse, SearchResponseSchema } from '@travel/contract/flights';
import { SearchRequestResponseSchema } from '@travel/contract/search-requests';
import { type MoneyAmount, moneyFromMinor, toDecimalString } from '@travel/domain/money';
import {
  computeFacets,
  deriveOfferViews,
  filterOffers,
  groupByOutbound,
  listReturnsFor,
  type OfferFacets,
  type OfferView,
  paginate,
  pickTabLeads,
  RESULT_TABS,
  RESULTS_PAGE_SIZE,
  type ResultTab,
  sortOffers,
} from '@travel/domain/offers';
import { priceAllIn, toAllInPriceRange, toFarePriceRange } from '@travel/domain/payment';
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
import { getPriceBounds, type OfferCardModel, toOfferCard } from './offer-card-model';
import { keepFiltersAndSort, type ResultsView } from './results-query';

/** A results tab's label figures: its first offer's all-in price and outbound duration. */
export type TabLeadModel = { price: { amount: string; currency: string }; durationMinutes: number };

/**
 * 'offers': a one-way list. Round trips (decision 016): 'outbounds' lists each outbound once with its
 * "desde" round-trip price; 'returns' lists the round trips of the chosen outbound.
 */
export type ResultsMode = 'offers' | 'outbounds' | 'returns';

export type ResultsData =
  | {
      ok: true;
      mode: ResultsMode;
      /** Offers the search found (outbounds for round trips; returns of the chosen outbound). */
      total: number;
      /** Of those, the ones that pass the filters. */
      matching: number;
      offers: OfferCardModel[];
      /** Step two of a round trip: the outbound chosen, summarised above its returns. */
      chosenOutbound: OfferCardModel | null;
      tabs: Record<ResultTab, TabLeadModel | null>;
      hasMore: boolean;
      facets: OfferFacets;
      /** Carrier codes to names, for the airline facet. */
      carriers: Record<string, string>;
      priceBounds: { min: number; max: number } | null;
      currency: string;
      searchRequestId: string | null;
    }
  | { ok: false; code: string; titles: LocalizedText | null };

function toTabLeads(
  list: readonly OfferView[],
  currency: string,
  fees: MoneyAmount,
): Record<ResultTab, TabLeadModel | null> {
  const leads = pickTabLeads(list);
  const model = (tab: ResultTab): TabLeadModel | null => {
    const lead = leads[tab];
    if (!lead) return null;
    const { total } = priceAllIn({
      total: { amount: toDecimalString(moneyFromMinor(lead.priceMinor, currency)), currency },
      perAdult: null,
      travellers: 1,
      fees,
    });
    return { price: total, durationMinutes: lead.durationMinutes };
  };
  return Object.fromEntries(RESULT_TABS.map((tab) => [tab, model(tab)])) as Record<
    ResultTab,
    TabLeadModel | null
  >;
}

/** The facets with their price buckets in all-in amounts, like every other price on the page. */
function toAllInFacets(facets: OfferFacets, fees: MoneyAmount, currency: string): OfferFacets {
  return {
    ...facets,
    price: facets.price.map((bucket) => ({ ...bucket, ...toAllInPriceRange(bucket, fees, currency) })),
  };
}

/**
 * Pages of 10 (spec §3); 'Ver más' asks for one more page, so page N shows the first N × 10. Round trips
 * go outbound first, then its returns (decision 016); a chosen outbound the search no longer has
 * falls back to step one.
 */
export function buildResultsData(
  answer: SearchResponse,
  view: ResultsView,
  searchRequestId: string | null,
  roundTrip = answer.data[0]?.itineraries.length === 2,
): Extract<ResultsData, { ok: true }> {
  const currency = answer.meta.currency;
  const fees = answer.meta.bookingFees ?? { amount: 0, currency };
  const card = (item: OfferView) => toOfferCard(item, answer.dictionaries, fees);
  const views = deriveOfferViews(answer.data);
  // The price filter speaks all-in amounts, as the cards and the slider show them; the offers carry
  // their fares, so its ranges come down by the fees before filtering and its figures go back up.
  const filters = {
    ...view.filters,
    price: view.filters.price.map((range) => toFarePriceRange(range, fees, currency)),
  };
  const filtered = filterOffers(views, filters);
  const returns = roundTrip && view.outbound ? listReturnsFor(filtered, view.outbound) : [];
  const mode: ResultsMode = !roundTrip ? 'offers' : returns.length > 0 ? 'returns' : 'outbounds';
  const all = roundTrip ? groupByOutbound(views) : views;
  const list =
    mode === 'returns' ? returns : sortOffers(roundTrip ? groupByOutbound(filtered) : filtered, view.sort);
  const page = paginate(list, 1, view.page * RESULTS_PAGE_SIZE);
  const chosen = mode === 'returns' ? returns[0] : undefined;
  const fareBounds = getPriceBounds(all);
  return {
    ok: true,
    mode,
    total: mode === 'returns' ? listReturnsFor(views, view.outbound ?? '').length : all.length,
    matching: list.length,
    offers: page.items.map(card),
    chosenOutbound: chosen ? card(chosen) : null,
    tabs: toTabLeads(mode === 'returns' ? [] : list, currency, fees),
    hasMore: list.length > page.items.length,
    facets: toAllInFacets(computeFacets(all, filters), fees, currency),
    carriers: answer.dictionaries.carriers ?? {},
    priceBounds: fareBounds && toAllInPriceRange(fareBounds, fees, currency),
    currency,
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
  return buildResultsData(answer, view, searchRequestId, form.tripType === '2');
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
