import type { MoneyAmount } from '../money/money.schemas.ts';
import { moneyFromMinor, toDecimalString } from '../money/money.ts';
import {
  computeFacets,
  DEFAULT_OFFER_SORT,
  EMPTY_OFFER_FILTERS,
  filterOffers,
  type OfferFacets,
  type OfferFilters,
  type OfferSort,
  paginate,
  RESULTS_PAGE_SIZE,
  sortOffers,
} from '../offers/offer-filters.ts';
import { pickTabLeads, RESULT_TABS, type ResultTab } from '../offers/offer-ranking.ts';
import type { OfferView } from '../offers/offer-view.ts';
import { groupByOutbound, listReturnsFor } from '../offers/round-trip-selection.ts';
import { priceAllIn, toAllInPriceRange, toFarePriceRange } from '../payment/all-in-price.ts';
import {
  type CarrierNames,
  getPriceBounds,
  type OfferCardModel,
  type ToDisplayAmount,
  toOfferCard,
} from './offer-card.ts';

/**
 * What a results page asks of a search: filters, order and how many pages of 10 (spec §3), and for
 * round trips the outbound chosen (step two lists its returns; null in step one).
 */
export type ResultsView = {
  filters: OfferFilters;
  sort: OfferSort;
  page: number;
  outbound?: string | null;
};

/** The view a visitor lands on: no filter, the best offers first, one page. */
export const FIRST_RESULTS_VIEW: ResultsView = {
  filters: EMPTY_OFFER_FILTERS,
  sort: DEFAULT_OFFER_SORT,
  page: 1,
  outbound: null,
};

/** Pages of 10 a view may ask for at once. */
export const MAX_RESULTS_PAGES = 100;
/** Airlines a view may filter on: more than a search has carriers is a hand-made URL. */
export const MAX_AIRLINE_FILTERS = 50;
/** An airline's IATA code, as the airline facet names it. */
export const AIRLINE_CODE_PATTERN = /^[A-Z0-9]{2,3}$/;

/**
 * 'offers': a one-way list. Round trips (decision 016): 'outbounds' lists each outbound once with its
 * "desde" round-trip price; 'returns' lists the round trips of the chosen outbound.
 */
export type ResultsMode = 'offers' | 'outbounds' | 'returns';

/** A results tab's label figures: its first offer's all-in price and outbound duration. */
export type TabLeadModel = { price: { amount: string; currency: string }; durationMinutes: number };

/** One results page: its cards, counts, tabs and facets, every price all-in in the display currency. */
export type ResultsPage = {
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
};

/** A search's offers ready to be paged: views priced in the display currency, and what cards need. */
export type ResultsSource = {
  /** The offers' views; `priceMinor` in `currency`. */
  views: readonly OfferView[];
  carriers: CarrierNames;
  /** Display currency. */
  currency: string;
  /** The per-booking service fees in `currency`, part of every price shown (decision 016). */
  fees: MoneyAmount;
  roundTrip: boolean;
  /**
   * A supplier amount in `currency`: views may hold the supplier's offers, and only the amounts of the
   * dozen cards a page shows need converting. Identity when the views' offers are already localized.
   */
  toDisplay?: ToDisplayAmount;
};

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
export function buildResultsPage(source: ResultsSource, view: ResultsView): ResultsPage {
  const { views, currency, fees, roundTrip, carriers } = source;
  const card = (item: OfferView) => toOfferCard(item, carriers, fees, source.toDisplay);
  // The price filter speaks all-in amounts, as the cards and the slider show them; the views carry
  // their fares, so its ranges come down by the fees before filtering and its figures go back up.
  const filters = {
    ...view.filters,
    price: view.filters.price.map((range) => toFarePriceRange(range, fees, currency)),
  };
  const filtered = filterOffers(views, filters);
  const returns = roundTrip && view.outbound ? listReturnsFor(filtered, view.outbound) : [];
  const mode: ResultsMode = !roundTrip ? 'offers' : returns.length > 0 ? 'returns' : 'outbounds';
  const all = roundTrip ? groupByOutbound(views) : views;
  // Filtering keeps the order: when every view passes, the filtered ones group as all of them do.
  const listed = !roundTrip ? filtered : filtered.length === views.length ? all : groupByOutbound(filtered);
  const list = mode === 'returns' ? returns : sortOffers(listed, view.sort);
  const page = paginate(list, 1, view.page * RESULTS_PAGE_SIZE);
  const chosen = mode === 'returns' ? returns[0] : undefined;
  const fareBounds = getPriceBounds(all);
  return {
    mode,
    total: mode === 'returns' ? listReturnsFor(views, view.outbound ?? '').length : all.length,
    matching: list.length,
    offers: page.items.map(card),
    chosenOutbound: chosen ? card(chosen) : null,
    tabs: toTabLeads(mode === 'returns' ? [] : list, currency, fees),
    hasMore: list.length > page.items.length,
    facets: toAllInFacets(computeFacets(all, filters), fees, currency),
    carriers: { ...carriers },
    priceBounds: fareBounds && toAllInPriceRange(fareBounds, fees, currency),
    currency,
  };
}
