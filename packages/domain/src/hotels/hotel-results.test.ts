import { describe, expect, it } from 'vitest';
import { countHotelFacets, filterHotels, pageHotels, sortHotels } from './hotel-results.ts';
import { HotelFiltersSchema } from './hotel-search.schemas.ts';

const hotel = (
  hotelId: string,
  rating: number | null,
  type: 'HOTEL' | 'HOSTEL' | 'RESORT' | null,
  amenities: string[],
  distanceKm: number,
  offers: Array<[number, boolean]>,
  inDestination = true,
) => ({
  hotelId,
  name: `Hotel ${hotelId}`,
  rating,
  accommodationType: type,
  amenities,
  distanceKm,
  inDestination,
  offers: offers.map(([pricePerNight, freeCancellation]) => ({ pricePerNight, freeCancellation })),
});

const HOTELS = [
  hotel('A', 4, 'HOTEL', ['WIFI', 'SWIMMING_POOL'], 1.2, [
    [120_00, false],
    [150_00, true],
  ]),
  // In a town near the city searched, not in it.
  hotel('B', 4, 'RESORT', ['WIFI', 'SPA', 'SWIMMING_POOL'], 80.5, [[300_00, true]], false),
  hotel('C', 2, 'HOSTEL', ['WIFI'], 0.4, [[25_00, false]]),
  hotel('D', 5, 'HOTEL', ['SPA'], 3.1, [[410_00, true]]),
  hotel('E', null, null, [], 2.0, []),
];
const filters = (input: object = {}) => HotelFiltersSchema.parse(input);

describe('filterHotels', () => {
  it('keeps hotels with an offer and shows the cheapest one', () => {
    const results = filterHotels(HOTELS, filters());
    expect(results.map((r) => [r.hotel.hotelId, r.offer.pricePerNight])).toEqual([
      ['A', 120_00],
      ['B', 300_00],
      ['C', 25_00],
      ['D', 410_00],
    ]);
  });

  it('shows the cheapest free-cancellation offer when that filter is on', () => {
    const results = filterHotels(HOTELS, filters({ freeCancellation: true }));
    expect(results.map((r) => [r.hotel.hotelId, r.offer.pricePerNight])).toEqual([
      ['A', 150_00],
      ['B', 300_00],
      ['D', 410_00],
    ]);
  });

  it('matches any selected star rating or type and every selected service', () => {
    expect(filterHotels(HOTELS, filters({ stars: [4, 5] })).map((r) => r.hotel.hotelId)).toEqual([
      'A',
      'B',
      'D',
    ]);
    expect(
      filterHotels(HOTELS, filters({ types: ['HOSTEL', 'RESORT'] })).map((r) => r.hotel.hotelId),
    ).toEqual(['B', 'C']);
    expect(
      filterHotels(HOTELS, filters({ amenities: ['WIFI', 'SWIMMING_POOL'] })).map((r) => r.hotel.hotelId),
    ).toEqual(['A', 'B']);
  });

  it('filters on the price per night of the offer shown', () => {
    const cheap = filterHotels(HOTELS, filters({ minPricePerNight: 100_00, maxPricePerNight: 300_00 }));
    expect(cheap.map((r) => r.hotel.hotelId)).toEqual(['A', 'B']);
    const free = filterHotels(HOTELS, filters({ maxPricePerNight: 140_00, freeCancellation: true }));
    expect(free).toEqual([]);
  });
});

describe('countHotelFacets', () => {
  it('counts each facet with the other selections kept', () => {
    const facets = countHotelFacets(HOTELS, filters({ stars: [4], freeCancellation: true }), 'USD');
    // Stars ignore their own selection: with free cancellation, 4★ has A and B, 5★ has D.
    expect(facets.stars).toEqual([
      { value: 1, count: 0 },
      { value: 2, count: 0 },
      { value: 3, count: 0 },
      { value: 4, count: 2 },
      { value: 5, count: 1 },
    ]);
    // Free cancellation counts what selecting it shows, with 4★ kept.
    expect(facets.freeCancellation.count).toBe(2);
    expect(facets.accommodationTypes.find((t) => t.value === 'RESORT')?.count).toBe(1);
    expect(facets.amenities.find((a) => a.value === 'SPA')?.count).toBe(1);
    expect(facets.pricePerNight).toMatchObject({ min: 150_00, max: 300_00 });
  });

  it('buckets prices per night in whole units with an open last range', () => {
    const { pricePerNight } = countHotelFacets(HOTELS, filters(), 'USD');
    expect(pricePerNight.min).toBe(25_00);
    expect(pricePerNight.max).toBe(410_00);
    expect(pricePerNight.ranges[0]?.min).toBe(25_00);
    expect(pricePerNight.ranges.at(-1)?.max).toBeNull();
    expect(pricePerNight.ranges.reduce((sum, range) => sum + range.count, 0)).toBe(4);
  });

  it('answers empty prices when no hotel fits', () => {
    const { pricePerNight } = countHotelFacets([], filters(), 'COP');
    expect(pricePerNight).toEqual({ min: null, max: null, ranges: [] });
  });
});

describe('sortHotels', () => {
  const results = filterHotels(HOTELS, filters());
  const ids = (sorted: typeof results) => sorted.map((r) => r.hotel.hotelId);

  it('sorts by price low to high and high to low', () => {
    expect(ids(sortHotels(results, 'price-asc'))).toEqual(['C', 'A', 'B', 'D']);
    expect(ids(sortHotels(results, 'price-desc'))).toEqual(['D', 'B', 'A', 'C']);
  });

  it('recommends the hotels of the city searched first, each group cheapest first', () => {
    expect(ids(sortHotels(results, 'recommended'))).toEqual(['C', 'A', 'D', 'B']);
  });

  it('sorts by stars, cheaper first among equals, and by distance to the centre', () => {
    expect(ids(sortHotels(results, 'rating-desc'))).toEqual(['D', 'A', 'B', 'C']);
    expect(ids(sortHotels(results, 'distance-asc'))).toEqual(['C', 'A', 'D', 'B']);
  });
});

describe('pageHotels', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('answers the page that starts at the 1-based offset', () => {
    expect(pageHotels(items, 1, 20)).toMatchObject({
      items: items.slice(0, 20),
      offset: 1,
      pages: 3,
      count: 45,
    });
    expect(pageHotels(items, 41, 20).items).toEqual([41, 42, 43, 44, 45]);
  });

  it('moves an offset past the end to the last page, and answers one empty page for no items', () => {
    expect(pageHotels(items, 900, 20)).toMatchObject({ offset: 41, items: [41, 42, 43, 44, 45] });
    expect(pageHotels([], 1, 200)).toEqual({ items: [], offset: 1, pageSize: 200, pages: 1, count: 0 });
  });
});
