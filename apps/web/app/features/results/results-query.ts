import {
  AIRLINE_CODE_PATTERN,
  MAX_AIRLINE_FILTERS,
  MAX_RESULTS_PAGES,
  type ResultsView,
} from '@travel/domain/flight-results';
import { getCurrencyPrecision, minorFromDecimal } from '@travel/domain/money';
import {
  DEFAULT_OFFER_SORT,
  DURATION_BUCKETS,
  EMPTY_OFFER_FILTERS,
  isOutboundKey,
  type NumericRange,
  type OfferFilters,
  type OfferSort,
  SORT_KEYS,
  type SortKey,
  STOPS_BUCKETS,
  type StopsBucket,
  TIMES_OF_DAY,
  type TimeOfDay,
} from '@travel/domain/offers';

/**
 * Filter, sort and page state of the results page, kept in the URL (Hydrogen's habit) next to the
 * search itself: `&stops=0&airline=AV,LA&price=100000-250000&depTime=morning&sort=price-asc&page=2`.
 * `price` is in minor units of the display currency and ALL-IN (fare plus the Andariego service fee,
 * as the cards and the slider show it), so a shared link means the amounts its reader sees; the
 * results page turns it into fares with the domain's toFarePriceRange.
 */
export const VIEW_PARAM_KEYS = [
  'stops',
  'airline',
  'duration',
  'price',
  'depTime',
  'arrTime',
  'onlyRefundable',
  'onlyNoPenalty',
  'sort',
  'page',
  'out',
] as const;

export type { ResultsView };

/** Stops buckets travel as the number of stops: 0, 1, 2 (two or more). */
const STOPS_PARAM: Record<StopsBucket, string> = { nonstop: '0', 'one-stop': '1', 'two-plus': '2' };

/**
 * A list as a link writes it (`stops=0,1`) or as the filters' form sends it without script, one
 * parameter per ticked box (`stops=0&stops=1`).
 */
function readList(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((entry) => entry.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function readRange(text: string): NumericRange | null {
  const match = /^(\d{1,15})-(\d{0,15})$/.exec(text);
  if (!match?.[1]) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : null;
  return max !== null && max <= min ? null : { min, max };
}

function writeRange(range: NumericRange): string {
  return `${range.min}-${range.max ?? ''}`;
}

export function sortToParam(sort: OfferSort): string {
  return `${sort.key}-${sort.direction}`;
}

export function readSort(value: string | null): OfferSort {
  const [key, direction] = (value ?? '').split('-');
  if (SORT_KEYS.includes(key as SortKey) && (direction === 'asc' || direction === 'desc')) {
    return { key: key as SortKey, direction };
  }
  return DEFAULT_OFFER_SORT;
}

/** The parameter a stops bucket's box sends (`stops=0`). */
export function stopsToParam(bucket: StopsBucket): string {
  return STOPS_PARAM[bucket];
}

/** The parameter a duration bucket's box sends (`duration=180-360`). */
export function durationToParam(range: NumericRange): string {
  return writeRange(range);
}

/** The view a results URL asks for; unknown or malformed values are ignored. */
export function readResultsView(params: URLSearchParams): ResultsView {
  const stops = readList(params, 'stops')
    .map((value) => STOPS_BUCKETS.find((bucket) => STOPS_PARAM[bucket] === value))
    .filter((bucket): bucket is StopsBucket => bucket !== undefined);
  const times = (key: string) =>
    readList(params, key).filter((value): value is TimeOfDay => TIMES_OF_DAY.includes(value as TimeOfDay));
  const price = readRange(params.get('price') ?? '');
  const page = Number(params.get('page') ?? '1');
  // The duration facet offers its buckets only; a range of a hand-made URL is ignored.
  const durations = DURATION_BUCKETS.filter((bucket) =>
    readList(params, 'duration').some((text) => {
      const range = readRange(text);
      return range?.min === bucket.min && range.max === bucket.max;
    }),
  );
  return {
    filters: {
      ...EMPTY_OFFER_FILTERS,
      stops: [...new Set(stops)],
      // More than a search has carriers is a hand-made URL: the rest are ignored.
      airline: [
        ...new Set(readList(params, 'airline').filter((code) => AIRLINE_CODE_PATTERN.test(code))),
      ].slice(0, MAX_AIRLINE_FILTERS),
      duration: durations,
      price: price ? [price] : [],
      departureTime: [...new Set(times('depTime'))],
      arrivalTime: [...new Set(times('arrTime'))],
      refundable: params.get('onlyRefundable') === '1',
      noPenalty: params.get('onlyNoPenalty') === '1',
    },
    sort: readSort(params.get('sort')),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_RESULTS_PAGES ? page : 1,
    outbound: isOutboundKey(params.get('out') ?? '') ? params.get('out') : null,
  };
}

function setOrDelete(params: URLSearchParams, key: string, value: string) {
  if (value === '') params.delete(key);
  else params.set(key, value);
}

/**
 * The URL query for `view`, keeping the search parameters of `current`. A change of filters or sort
 * starts again at page 1 (the caller passes the page it wants).
 */
export function writeResultsView(current: URLSearchParams, view: ResultsView): URLSearchParams {
  const params = new URLSearchParams(current);
  const { filters } = view;
  setOrDelete(params, 'stops', filters.stops.map(stopsToParam).join(','));
  setOrDelete(params, 'airline', filters.airline.join(','));
  setOrDelete(params, 'duration', filters.duration.map(durationToParam).join(','));
  setOrDelete(params, 'price', filters.price[0] ? writeRange(filters.price[0]) : '');
  setOrDelete(params, 'depTime', filters.departureTime.join(','));
  setOrDelete(params, 'arrTime', filters.arrivalTime.join(','));
  setOrDelete(params, 'onlyRefundable', filters.refundable ? '1' : '');
  setOrDelete(params, 'onlyNoPenalty', filters.noPenalty ? '1' : '');
  const sort = sortToParam(view.sort);
  setOrDelete(params, 'sort', sort === sortToParam(DEFAULT_OFFER_SORT) ? '' : sort);
  setOrDelete(params, 'page', view.page > 1 ? String(view.page) : '');
  setOrDelete(params, 'out', view.outbound ?? '');
  return params;
}

/** The view with another order, from page 1 (the tabs' links), keeping filters and the chosen outbound. */
export function withSort(current: URLSearchParams, view: ResultsView, sort: OfferSort): URLSearchParams {
  return writeResultsView(current, { ...view, sort, page: 1 });
}

/**
 * A results query for another search (another day): the same filters and sort, from page 1 and
 * without a chosen outbound (that day has other flights).
 */
export function keepFiltersAndSort(searchQuery: URLSearchParams, current: URLSearchParams): URLSearchParams {
  const view = readResultsView(current);
  return writeResultsView(clearResultsView(searchQuery), { ...view, page: 1, outbound: null });
}

/** The same search without any view state: what "reset all" and a new day start from. */
export function clearResultsView(current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of VIEW_PARAM_KEYS) params.delete(key);
  return params;
}

export function hasActiveFilters(filters: OfferFilters): boolean {
  return (
    filters.stops.length > 0 ||
    filters.airline.length > 0 ||
    filters.duration.length > 0 ||
    filters.price.length > 0 ||
    filters.departureTime.length > 0 ||
    filters.arrivalTime.length > 0 ||
    filters.refundable ||
    filters.noPenalty
  );
}

/**
 * The price fields of the filters' form without script, "Desde" and "Hasta", where the slider cannot
 * run: amounts of the display currency as people write them (`priceFrom=150&priceTo=400`).
 */
export const PRICE_FIELD_PARAMS = { from: 'priceFrom', to: 'priceTo' } as const;

/** Up to 11 whole digits, so the range's minor units stay within what `price` reads back (15 digits). */
const FIELD_AMOUNT = /^\d{1,11}(?:\.\d{1,3})?$/;

function readFieldAmount(text: string | null, currency: string): number | null {
  const amount = (text ?? '').trim();
  return FIELD_AMOUNT.test(amount) ? minorFromDecimal(amount, currency) : null;
}

/**
 * The `price` range the price fields ask for, in minor units, both amounts included as the slider
 * includes its ends: "Hasta 400" keeps a price of exactly 400. Null for no condition: neither field
 * holds an amount, "Desde 0" alone, or "Desde" above "Hasta" (a malformed value is ignored, as
 * readResultsView ignores one).
 */
export function readPriceFields(params: URLSearchParams, currency: string): NumericRange | null {
  const from = readFieldAmount(params.get(PRICE_FIELD_PARAMS.from), currency) ?? 0;
  const to = readFieldAmount(params.get(PRICE_FIELD_PARAMS.to), currency);
  if (to === null) return from > 0 ? { min: from, max: null } : null;
  return to >= from ? { min: from, max: to + 1 } : null;
}

/**
 * What the price fields show for a price range: whole units of the display currency, rounded
 * outwards (a range the slider set in cents is never narrowed by sending the form again).
 */
export function writePriceFields(
  range: NumericRange | null | undefined,
  currency: string,
): { from: string; to: string } {
  if (!range) return { from: '', to: '' };
  const unit = 10 ** getCurrencyPrecision(currency);
  return {
    from: range.min > 0 ? String(Math.floor(range.min / unit)) : '',
    to: range.max === null ? '' : String(Math.ceil((range.max - 1) / unit)),
  };
}

/**
 * The results query a submission of the filters' form without script stands for, which the loader
 * redirects to: the price fields become the `price` range in minor units and each list takes the
 * comma form links use, so the address is the one the page with script would have written. Null
 * for a query that did not come from that form (it has no price fields).
 */
export function readFiltersFormQuery(params: URLSearchParams, currency: string): URLSearchParams | null {
  if (!params.has(PRICE_FIELD_PARAMS.from) && !params.has(PRICE_FIELD_PARAMS.to)) return null;
  const view = readResultsView(params);
  const price = readPriceFields(params, currency);
  const query = writeResultsView(params, {
    ...view,
    filters: { ...view.filters, price: price ? [price] : [] },
  });
  query.delete(PRICE_FIELD_PARAMS.from);
  query.delete(PRICE_FIELD_PARAMS.to);
  return query;
}
