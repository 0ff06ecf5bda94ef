import { getCurrencyPrecision } from '../money/currency-table.ts';
import { ACCOMMODATION_TYPES, FEATURED_AMENITIES } from './hotel-options.ts';
import {
  type AccommodationType,
  type FeaturedAmenity,
  type HotelFilters,
  type HotelSort,
  STAR_RATINGS,
} from './hotel-search.schemas.ts';

/** One room offer of a hotel, as the results need it: its price per night (minor units) and cancellation. */
export interface HotelResultOffer {
  pricePerNight: number;
  freeCancellation: boolean;
}

/** A hotel with its offers for the stay, as the results rules read it. */
export interface HotelResultCandidate<Offer extends HotelResultOffer = HotelResultOffer> {
  hotelId: string;
  name: string;
  rating: number | null;
  accommodationType: AccommodationType | null;
  amenities: readonly string[];
  distanceKm: number;
  /** In the city searched (the supplier's city code for the hotel is the one asked), not a town near it. */
  inDestination: boolean;
  offers: readonly Offer[];
}

/** A hotel that fits the filters, with the offer whose price is shown: the cheapest that fits. */
export interface HotelResult<Hotel extends HotelResultCandidate> {
  hotel: Hotel;
  offer: Hotel['offers'][number];
}

type CountedValue<T> = { value: T; count: number };

export interface HotelResultFacets {
  pricePerNight: {
    min: number | null;
    max: number | null;
    ranges: Array<{ min: number; max: number | null; count: number }>;
  };
  freeCancellation: { count: number };
  stars: CountedValue<number>[];
  accommodationTypes: CountedValue<AccommodationType>[];
  amenities: CountedValue<FeaturedAmenity>[];
}

type Facet = 'price' | 'freeCancellation' | 'stars' | 'types' | 'amenities';

/** The cheapest offer of a hotel that fits the offer filters (free cancellation), or none. */
function pickOffer<Offer extends HotelResultOffer>(
  offers: readonly Offer[],
  filters: HotelFilters,
): Offer | undefined {
  let best: Offer | undefined;
  for (const offer of offers) {
    if (filters.freeCancellation && !offer.freeCancellation) continue;
    if (!best || offer.pricePerNight < best.pricePerNight) best = offer;
  }
  return best;
}

/** Whether a hotel fits the filters, leaving out one facet's (for that facet's counts). */
function matchOf<Hotel extends HotelResultCandidate>(
  hotel: Hotel,
  filters: HotelFilters,
  except?: Facet,
): HotelResult<Hotel> | undefined {
  const offerFilters = except === 'freeCancellation' ? { ...filters, freeCancellation: false } : filters;
  const offer = pickOffer(hotel.offers, offerFilters);
  if (!offer) return undefined;
  if (except !== 'price') {
    if (filters.minPricePerNight !== undefined && offer.pricePerNight < filters.minPricePerNight)
      return undefined;
    if (filters.maxPricePerNight !== undefined && offer.pricePerNight > filters.maxPricePerNight)
      return undefined;
  }
  if (except !== 'stars' && filters.stars.length > 0) {
    if (hotel.rating === null || !filters.stars.includes(hotel.rating)) return undefined;
  }
  if (except !== 'types' && filters.types.length > 0) {
    if (hotel.accommodationType === null || !filters.types.includes(hotel.accommodationType))
      return undefined;
  }
  if (except !== 'amenities' && !filters.amenities.every((amenity) => hotel.amenities.includes(amenity))) {
    return undefined;
  }
  return { hotel, offer };
}

/**
 * Spec §3 hotel facets over the hotels: any selected star rating or type matches, every selected
 * service must be there, the price per night is that of the cheapest offer that fits (a free
 * cancellation one when that filter is on). Hotels with no offer that fits are left out.
 */
export function filterHotels<Hotel extends HotelResultCandidate>(
  hotels: readonly Hotel[],
  filters: HotelFilters,
): HotelResult<Hotel>[] {
  return hotels.flatMap((hotel) => {
    const match = matchOf(hotel, filters);
    return match ? [match] : [];
  });
}

/** Five price ranges from the lowest price, in whole currency units; the last one is open. */
function buildPriceRanges(prices: readonly number[], currency: string, count = 5) {
  if (prices.length === 0) return [];
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const unit = 10 ** getCurrencyPrecision(currency);
  const start = Math.floor(min / unit) * unit;
  const width = Math.max(unit, Math.ceil((max - start + 1) / count / unit) * unit);
  const ranges: Array<{ min: number; max: number | null; count: number }> = [];
  for (let i = 0; i < count && start + i * width <= max; i++) {
    const low = start + i * width;
    const high = low + width;
    ranges.push({ min: low, max: high, count: prices.filter((p) => p >= low && p < high).length });
  }
  const last = ranges[ranges.length - 1];
  if (last) {
    last.max = null;
    last.count = prices.filter((p) => p >= last.min).length;
  }
  return ranges;
}

/**
 * The facets with counts that follow the other selections: each value counts the hotels the visitor
 * would see on selecting it (for stars and types, on selecting only it), every other filter kept.
 */
export function countHotelFacets<Hotel extends HotelResultCandidate>(
  hotels: readonly Hotel[],
  filters: HotelFilters,
  currency: string,
): HotelResultFacets {
  const without = (facet: Facet) =>
    hotels.flatMap((hotel) => {
      const match = matchOf(hotel, filters, facet);
      return match ? [match] : [];
    });
  const prices = without('price').map((result) => result.offer.pricePerNight);
  const withFreeCancellation = filterHotels(hotels, { ...filters, freeCancellation: true });
  const byStars = without('stars');
  const byType = without('types');
  const byAmenities = without('amenities');
  return {
    pricePerNight: {
      min: prices.length > 0 ? Math.min(...prices) : null,
      max: prices.length > 0 ? Math.max(...prices) : null,
      ranges: buildPriceRanges(prices, currency),
    },
    freeCancellation: { count: withFreeCancellation.length },
    stars: STAR_RATINGS.map((value) => ({
      value,
      count: byStars.filter((result) => result.hotel.rating === value).length,
    })),
    accommodationTypes: ACCOMMODATION_TYPES.map((value) => ({
      value,
      count: byType.filter((result) => result.hotel.accommodationType === value).length,
    })),
    amenities: FEATURED_AMENITIES.map((value) => ({
      value,
      count: byAmenities.filter(
        (result) =>
          result.hotel.amenities.includes(value) &&
          filters.amenities.every((chosen) => result.hotel.amenities.includes(chosen)),
      ).length,
    })),
  };
}

const byName = (a: HotelResultCandidate, b: HotelResultCandidate) =>
  a.name.localeCompare(b.name) || a.hotelId.localeCompare(b.hotelId);

/**
 * Spec §9 hotel sort: price per night low→high or high→low, plus recommended (the city's hotels before
 * the nearby towns', each cheapest first), stars (most first, then cheaper) and distance to the centre
 * (nearest first). Ties go by name, so a page is always the same.
 */
export function sortHotels<Hotel extends HotelResultCandidate>(
  results: readonly HotelResult<Hotel>[],
  sort: HotelSort,
): HotelResult<Hotel>[] {
  const compare: Record<HotelSort, (a: HotelResult<Hotel>, b: HotelResult<Hotel>) => number> = {
    recommended: (a, b) =>
      Number(b.hotel.inDestination) - Number(a.hotel.inDestination) ||
      a.offer.pricePerNight - b.offer.pricePerNight,
    'price-asc': (a, b) => a.offer.pricePerNight - b.offer.pricePerNight,
    'price-desc': (a, b) => b.offer.pricePerNight - a.offer.pricePerNight,
    'rating-desc': (a, b) =>
      (b.hotel.rating ?? 0) - (a.hotel.rating ?? 0) || a.offer.pricePerNight - b.offer.pricePerNight,
    'distance-asc': (a, b) => a.hotel.distanceKm - b.hotel.distanceKm,
  };
  return [...results].sort((a, b) => compare[sort](a, b) || byName(a.hotel, b.hotel));
}

export interface HotelPage<T> {
  items: T[];
  /** 1-based position of the page's first item (spec §9: offset 1), as asked or moved to the last page. */
  offset: number;
  pageSize: number;
  pages: number;
  count: number;
}

/**
 * The page that starts at `offset` (1-based). An offset past the end answers the last page, so a
 * shared link to a page that no longer exists still shows hotels.
 */
export function pageHotels<T>(items: readonly T[], offset: number, pageSize: number): HotelPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const lastOffset = (pages - 1) * pageSize + 1;
  const start = Math.min(Math.max(1, offset), lastOffset);
  return {
    items: items.slice(start - 1, start - 1 + pageSize),
    offset: start,
    pageSize,
    pages,
    count: items.length,
  };
}
