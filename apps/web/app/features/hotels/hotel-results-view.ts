import {
  ACCOMMODATION_TYPES,
  DEFAULT_HOTEL_SORT,
  FEATURED_AMENITIES,
  HOTEL_SORTS,
} from '@travel/domain/hotels';
import { rewriteFilterQuery } from '@travel/domain/listing-query';

/**
 * Filter, sort and page of the hotel results, kept in the URL next to the search (Hydrogen's habit):
 * `&free=1&stars=4&stars=5&type=HOTEL&amenity=WIFI&price=5000-10000&sort=price-desc&page=2`. Repeated
 * keys, not comma lists: it is what a plain GET form of checkboxes sends.
 */
export const HOTEL_VIEW_KEYS = ['price', 'free', 'stars', 'type', 'amenity', 'sort', 'page'] as const;

// The values the hotel API takes; anything else in a URL is dropped. Zod-free lists (hotel-options.ts).
export const HOTEL_SORT_OPTIONS = HOTEL_SORTS;
export type HotelSortOption = (typeof HOTEL_SORT_OPTIONS)[number];
export const ACCOMMODATION_TYPE_OPTIONS = ACCOMMODATION_TYPES;
export type AccommodationTypeOption = (typeof ACCOMMODATION_TYPE_OPTIONS)[number];
export const AMENITY_OPTIONS = FEATURED_AMENITIES;
export type AmenityOption = (typeof AMENITY_OPTIONS)[number];

/** Hotels per page of the list; the API is asked for one page at a time. */
export const HOTELS_PER_PAGE = 20;
const MAX_PAGE = 50;

export type PriceRange = { min: number; max: number | null };

export type HotelResultsView = {
  price: PriceRange | null;
  freeCancellation: boolean;
  stars: number[];
  types: AccommodationTypeOption[];
  amenities: AmenityOption[];
  sort: HotelSortOption;
  page: number;
};

function pick<T extends string>(values: readonly string[], allowed: readonly T[]): T[] {
  return allowed.filter((value) => values.includes(value));
}

export function readPriceRange(text: string | null): PriceRange | null {
  const match = /^(\d{1,12})-(\d{0,12})$/.exec(text ?? '');
  if (!match?.[1]) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : null;
  return max !== null && max <= min ? null : { min, max };
}

export function writePriceRange(range: PriceRange): string {
  return `${range.min}-${range.max ?? ''}`;
}

export function readHotelResultsView(params: URLSearchParams): HotelResultsView {
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  return {
    price: readPriceRange(params.get('price')),
    freeCancellation: params.get('free') === '1',
    stars: pick(params.getAll('stars'), ['1', '2', '3', '4', '5']).map(Number),
    types: pick(params.getAll('type'), ACCOMMODATION_TYPE_OPTIONS),
    amenities: pick(params.getAll('amenity'), AMENITY_OPTIONS),
    sort: HOTEL_SORT_OPTIONS.find((option) => option === sort) ?? DEFAULT_HOTEL_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The view as query parameters, defaults left out so shared URLs stay short. */
export function writeHotelResultsView(
  view: HotelResultsView,
  params = new URLSearchParams(),
): URLSearchParams {
  if (view.price) params.set('price', writePriceRange(view.price));
  if (view.freeCancellation) params.set('free', '1');
  for (const stars of view.stars) params.append('stars', String(stars));
  for (const type of view.types) params.append('type', type);
  for (const amenity of view.amenities) params.append('amenity', amenity);
  if (view.sort !== DEFAULT_HOTEL_SORT) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The filters in the shape of the hotel API's `filters`. */
export function toHotelFilters(view: HotelResultsView) {
  return {
    ...(view.price ? { minPricePerNight: view.price.min } : {}),
    ...(view.price?.max != null ? { maxPricePerNight: view.price.max } : {}),
    freeCancellation: view.freeCancellation,
    stars: view.stars,
    types: view.types,
    amenities: view.amenities,
  };
}

export function countActiveFilters(view: HotelResultsView): number {
  return (
    (view.price ? 1 : 0) +
    (view.freeCancellation ? 1 : 0) +
    view.stars.length +
    view.types.length +
    view.amenities.length
  );
}

/** The search's query without any view key: what every filter, sort and page link starts from. */
export function withoutView(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of HOTEL_VIEW_KEYS) next.delete(key);
  return next;
}

/**
 * The query with its view keys written as `view` (what the page shows for them), or null when it says
 * that view already: a value the page never offers (`stars=9`, `price=abc`, `page=0`) must not stay
 * in an address that shows something else. What the forms send never moves it (a blank choice, a
 * default spelt out, another order), so a rewritten query is final.
 */
export function rewriteViewQuery(params: URLSearchParams, view: HotelResultsView): URLSearchParams | null {
  const rewritten = rewriteFilterQuery(params, HOTEL_VIEW_KEYS, writeHotelResultsView(view), {
    sort: DEFAULT_HOTEL_SORT,
    page: '1',
  });
  return rewritten && new URLSearchParams(rewritten);
}

/** The same search on another page. */
export function pageHref(pathname: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return `${pathname}?${next.toString()}`;
}
