import { getCurrencyPrecision } from '../money/currency-table.ts';
import { sortByBest } from './offer-ranking.ts';
import { type OfferView, TIMES_OF_DAY, type TimeOfDay } from './offer-view.ts';

export const STOPS_BUCKETS = ['nonstop', 'one-stop', 'two-plus'] as const;
export type StopsBucket = (typeof STOPS_BUCKETS)[number];

export function getStopsBucket(stops: number): StopsBucket {
  if (stops === 0) return 'nonstop';
  return stops === 1 ? 'one-stop' : 'two-plus';
}

/** Half-open [min, max); `max: null` is open-ended. Price in minor units, duration in minutes. */
export type NumericRange = { min: number; max: number | null };

/** Fixed duration buckets in minutes: under 3 h, 3-6 h, 6-12 h, 12-24 h, 24 h and more. */
export const DURATION_BUCKETS: readonly NumericRange[] = [
  { min: 0, max: 180 },
  { min: 180, max: 360 },
  { min: 360, max: 720 },
  { min: 720, max: 1440 },
  { min: 1440, max: null },
];

/** Selected values per facet; an empty list (or false) puts no condition on that facet. */
export type OfferFilters = {
  stops: readonly StopsBucket[];
  duration: readonly NumericRange[];
  price: readonly NumericRange[];
  departureTime: readonly TimeOfDay[];
  arrivalTime: readonly TimeOfDay[];
  airline: readonly string[];
  refundable: boolean;
  noPenalty: boolean;
};

export const EMPTY_OFFER_FILTERS: OfferFilters = {
  stops: [],
  duration: [],
  price: [],
  departureTime: [],
  arrivalTime: [],
  airline: [],
  refundable: false,
  noPenalty: false,
};

function inRanges(value: number, ranges: readonly NumericRange[]): boolean {
  for (const range of ranges) {
    if (value >= range.min && (range.max === null || value < range.max)) return true;
  }
  return false;
}

/**
 * Spec §9: within a facet any selected value matches; all facets must match together (so the
 * departure and arrival time facets combine with AND). Keeps the input order.
 */
export function filterOffers(views: readonly OfferView[], filters: OfferFilters): OfferView[] {
  const stops = filters.stops.length > 0 ? new Set(filters.stops) : null;
  const departure = filters.departureTime.length > 0 ? new Set(filters.departureTime) : null;
  const arrival = filters.arrivalTime.length > 0 ? new Set(filters.arrivalTime) : null;
  const airlines = filters.airline.length > 0 ? new Set(filters.airline) : null;
  const durations = filters.duration.length > 0 ? filters.duration : null;
  const prices = filters.price.length > 0 ? filters.price : null;
  const { refundable, noPenalty } = filters;
  const out: OfferView[] = [];
  for (const view of views) {
    if (stops && !stops.has(getStopsBucket(view.stops))) continue;
    if (departure && !departure.has(view.departureTimeTag)) continue;
    if (arrival && !arrival.has(view.arrivalTimeTag)) continue;
    if (airlines && !airlines.has(view.marketingCarrierCode)) continue;
    if (durations && !inRanges(view.durationMinutes, durations)) continue;
    if (prices && !inRanges(view.priceMinor, prices)) continue;
    if (refundable && !view.refundable) continue;
    if (noPenalty && !view.noPenalty) continue;
    out.push(view);
  }
  return out;
}

/** 'best' is the weighted rule of offer-ranking.ts (decision 016); the others are spec §9's. */
export const SORT_KEYS = ['best', 'price', 'duration', 'stops'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type OfferSort = { key: SortKey; direction: 'asc' | 'desc' };
/** What travel sites open on: the best offers (the "Mejor" tab). */
export const DEFAULT_OFFER_SORT: OfferSort = { key: 'best', direction: 'asc' };

const SORT_FIELDS: Record<Exclude<SortKey, 'best'>, (view: OfferView) => number> = {
  price: (v) => v.priceMinor,
  duration: (v) => v.durationMinutes,
  stops: (v) => v.stops,
};

/** Sorted copy; equal keys keep the supplier's order in both directions. */
export function sortOffers(views: readonly OfferView[], sort: OfferSort): OfferView[] {
  if (sort.key === 'best') {
    const best = sortByBest(views);
    return sort.direction === 'asc' ? best : best.reverse();
  }
  const field = SORT_FIELDS[sort.key];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...views].sort((a, b) => sign * (field(a) - field(b)) || a.index - b.index);
}

/** Spec §3: results show 10 per page. */
export const RESULTS_PAGE_SIZE = 10;

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

/** One page (1-based, clamped into range) of a list. */
export function paginate<T>(items: readonly T[], page: number, perPage: number = RESULTS_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const start = (current - 1) * perPage;
  return { items: items.slice(start, start + perPage), page: current, pageCount, total: items.length };
}

export type CountedValue<T> = { value: T; count: number };
export type CountedRange = NumericRange & { count: number };

export type OfferFacets = {
  stops: CountedValue<StopsBucket>[];
  duration: CountedRange[];
  price: CountedRange[];
  departureTime: CountedValue<TimeOfDay>[];
  arrivalTime: CountedValue<TimeOfDay>[];
  airline: CountedValue<string>[];
  refundable: number;
  noPenalty: number;
};

/**
 * Price buckets: the span from the cheapest to the dearest offer cut into `count` equal ranges
 * whose bounds fall on whole currency units (the last one is open-ended).
 */
export function buildPriceBuckets(views: readonly OfferView[], count = 5): NumericRange[] {
  const [first] = views;
  if (!first) return [];
  let min = first.priceMinor;
  let max = first.priceMinor;
  for (const v of views) {
    if (v.priceMinor < min) min = v.priceMinor;
    if (v.priceMinor > max) max = v.priceMinor;
  }
  const unit = 10 ** getCurrencyPrecision(first.currency);
  const start = Math.floor(min / unit) * unit;
  const width = Math.max(unit, Math.ceil((max - start + 1) / count / unit) * unit);
  const ranges: NumericRange[] = [];
  for (let i = 0; i < count && start + i * width <= max; i++) {
    ranges.push({ min: start + i * width, max: start + (i + 1) * width });
  }
  const last = ranges[ranges.length - 1];
  if (last) last.max = null;
  return ranges;
}

function countBy<T>(
  views: readonly OfferView[],
  values: readonly T[],
  read: (v: OfferView) => T,
): CountedValue<T>[] {
  const counts = new Map<T, number>(values.map((value) => [value, 0]));
  for (const view of views) {
    const key = read(view);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count }));
}

function countRanges(
  views: readonly OfferView[],
  ranges: readonly NumericRange[],
  read: (v: OfferView) => number,
) {
  return ranges.map((range) => {
    let count = 0;
    for (const view of views) {
      const value = read(view);
      if (value >= range.min && (range.max === null || value < range.max)) count++;
    }
    return { ...range, count };
  });
}

/**
 * Buckets with counts, as faceted search does: each facet counts the offers that match every other
 * facet's selection, so a count says how many offers ticking that box would add or keep. The
 * buckets themselves (price ranges, the airline list and its order) come from all the offers, so
 * they stay put while the visitor filters.
 */
export function computeFacets(
  views: readonly OfferView[],
  filters: OfferFilters = EMPTY_OFFER_FILTERS,
): OfferFacets {
  // A facet with nothing selected counts the offers every selection keeps: one pass serves them all.
  const kept = filterOffers(views, filters);
  const without = (facet: keyof OfferFilters) => {
    const selected = filters[facet];
    if (selected === false || (Array.isArray(selected) && selected.length === 0)) return kept;
    return filterOffers(views, { ...filters, [facet]: EMPTY_OFFER_FILTERS[facet] });
  };
  const airlineOrder = countBy(views, [], (v) => v.marketingCarrierCode)
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .map((entry) => entry.value);
  return {
    stops: countBy(without('stops'), STOPS_BUCKETS, (v) => getStopsBucket(v.stops)),
    duration: countRanges(without('duration'), DURATION_BUCKETS, (v) => v.durationMinutes),
    price: countRanges(without('price'), buildPriceBuckets(views), (v) => v.priceMinor),
    departureTime: countBy(without('departureTime'), TIMES_OF_DAY, (v) => v.departureTimeTag),
    arrivalTime: countBy(without('arrivalTime'), TIMES_OF_DAY, (v) => v.arrivalTimeTag),
    airline: countBy(without('airline'), airlineOrder, (v) => v.marketingCarrierCode),
    refundable: without('refundable').filter((v) => v.refundable).length,
    noPenalty: without('noPenalty').filter((v) => v.noPenalty).length,
  };
}

type ListFacet = 'stops' | 'duration' | 'price' | 'departureTime' | 'arrivalTime' | 'airline';
type FacetValue<F extends ListFacet> = OfferFilters[F][number];

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const ra = a as NumericRange;
    const rb = b as NumericRange;
    return ra.min === rb.min && ra.max === rb.max;
  }
  return a === b;
}

/** Spec §4: selecting a bucket adds it to its facet's list, selecting it again removes it. */
export function toggleFacetValue<F extends ListFacet>(
  filters: OfferFilters,
  facet: F,
  value: FacetValue<F>,
): OfferFilters {
  const current = filters[facet] as readonly FacetValue<F>[];
  const next = current.some((v) => sameValue(v, value))
    ? current.filter((v) => !sameValue(v, value))
    : [...current, value];
  return { ...filters, [facet]: next };
}

export function isFacetValueSelected<F extends ListFacet>(
  filters: OfferFilters,
  facet: F,
  value: FacetValue<F>,
): boolean {
  return (filters[facet] as readonly FacetValue<F>[]).some((v) => sameValue(v, value));
}

export type ResettableFacet =
  | Exclude<ListFacet, 'departureTime' | 'arrivalTime'>
  | 'time'
  | 'refundable'
  | 'noPenalty';

/** Spec §4: facets reset one at a time; 'time' clears both departure and arrival tags. */
export function resetFacet(filters: OfferFilters, facet: ResettableFacet): OfferFilters {
  switch (facet) {
    case 'time':
      return { ...filters, departureTime: [], arrivalTime: [] };
    case 'refundable':
    case 'noPenalty':
      return { ...filters, [facet]: false };
    default:
      return { ...filters, [facet]: [] };
  }
}

export type OfferQuery = { filters: OfferFilters; sort: OfferSort; page: number; perPage?: number };

/** Filter, sort and cut one page: what the results page shows. */
export function queryOffers(views: readonly OfferView[], query: OfferQuery): Page<OfferView> {
  return paginate(sortOffers(filterOffers(views, query.filters), query.sort), query.page, query.perPage);
}
