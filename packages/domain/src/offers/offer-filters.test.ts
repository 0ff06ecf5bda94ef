import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFlightOffer, GENERATED_CARRIERS, generateFlightOffers } from '../testing/offer-builder.ts';
import {
  buildPriceBuckets,
  computeFacets,
  DURATION_BUCKETS,
  EMPTY_OFFER_FILTERS,
  filterOffers,
  getStopsBucket,
  isFacetValueSelected,
  type OfferFilters,
  paginate,
  queryOffers,
  resetFacet,
  STOPS_BUCKETS,
  sortOffers,
  toggleFacetValue,
} from './offer-filters.ts';
import { deriveOfferViews, type OfferView, TIMES_OF_DAY } from './offer-view.ts';

const views = deriveOfferViews(generateFlightOffers(300, 7));

function offer(
  id: string,
  total: string,
  departureAt: string,
  arrivalAt: string,
  carrierCode = 'AV',
  stops = 0,
) {
  return buildFlightOffer({
    id,
    total,
    itineraries: [
      {
        duration: 'PT3H',
        segments: [{ from: 'BOG', to: 'MIA', departureAt, arrivalAt, carrierCode, numberOfStops: stops }],
      },
    ],
  });
}

describe('filterOffers', () => {
  it('returns everything when nothing is selected', () => {
    expect(filterOffers(views, EMPTY_OFFER_FILTERS)).toHaveLength(views.length);
  });
  it('matches any selected value within a facet', () => {
    const result = filterOffers(views, { ...EMPTY_OFFER_FILTERS, airline: ['AV', 'LA'] });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((v) => v.marketingCarrierCode === 'AV' || v.marketingCarrierCode === 'LA')).toBe(
      true,
    );
    expect(result.length).toBe(views.filter((v) => ['AV', 'LA'].includes(v.marketingCarrierCode)).length);
  });
  it('combines the departure and arrival time facets with AND', () => {
    const small = deriveOfferViews([
      offer('1', '100.00', '2027-03-10T07:00:00', '2027-03-10T10:00:00'),
      offer('2', '100.00', '2027-03-10T07:00:00', '2027-03-10T19:00:00'),
      offer('3', '100.00', '2027-03-10T13:00:00', '2027-03-10T16:00:00'),
    ]);
    const filters = { ...EMPTY_OFFER_FILTERS, departureTime: ['morning'], arrivalTime: ['morning'] } as const;
    expect(filterOffers(small, filters).map((v) => v.id)).toEqual(['1']);
  });
  it('applies stops, duration, price ranges and the fare flags', () => {
    const filters: OfferFilters = {
      ...EMPTY_OFFER_FILTERS,
      stops: ['nonstop'],
      duration: [DURATION_BUCKETS[0] as never, DURATION_BUCKETS[1] as never],
      price: [{ min: 20000, max: 80000 }],
      refundable: true,
      noPenalty: true,
    };
    for (const v of filterOffers(views, filters)) {
      expect(v.stops).toBe(0);
      expect(v.durationMinutes).toBeLessThan(360);
      expect(v.priceMinor).toBeGreaterThanOrEqual(20000);
      expect(v.priceMinor).toBeLessThan(80000);
      expect(v.refundable && v.noPenalty).toBe(true);
    }
    const open = filterOffers(views, { ...EMPTY_OFFER_FILTERS, price: [{ min: 100000, max: null }] });
    expect(open.length).toBe(views.filter((v) => v.priceMinor >= 100000).length);
  });
});

describe('sortOffers', () => {
  const tied = deriveOfferViews([
    offer('a', '200.00', '2027-03-10T07:00:00', '2027-03-10T10:00:00'),
    offer('b', '100.00', '2027-03-10T07:00:00', '2027-03-10T10:00:00', 'AV', 1),
    offer('c', '200.00', '2027-03-10T07:00:00', '2027-03-10T10:00:00'),
    offer('d', '100.00', '2027-03-10T07:00:00', '2027-03-10T10:00:00'),
  ]);
  it('sorts by price ascending and descending, ties in supplier order', () => {
    expect(sortOffers(tied, { key: 'price', direction: 'asc' }).map((v) => v.id)).toEqual([
      'b',
      'd',
      'a',
      'c',
    ]);
    expect(sortOffers(tied, { key: 'price', direction: 'desc' }).map((v) => v.id)).toEqual([
      'a',
      'c',
      'b',
      'd',
    ]);
  });
  it('sorts by stops and by duration', () => {
    expect(sortOffers(tied, { key: 'stops', direction: 'desc' }).map((v) => v.id)).toEqual([
      'b',
      'a',
      'c',
      'd',
    ]);
    const byDuration = sortOffers(views, { key: 'duration', direction: 'asc' });
    for (let i = 1; i < byDuration.length; i++) {
      const [prev, cur] = [byDuration[i - 1] as OfferView, byDuration[i] as OfferView];
      expect(prev.durationMinutes <= cur.durationMinutes).toBe(true);
      if (prev.durationMinutes === cur.durationMinutes) expect(prev.index).toBeLessThan(cur.index);
    }
  });
  it('leaves the input untouched', () => {
    const before = tied.map((v) => v.id);
    sortOffers(tied, { key: 'price', direction: 'asc' });
    expect(tied.map((v) => v.id)).toEqual(before);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i);
  it('cuts pages of 10', () => {
    expect(paginate(items, 1)).toEqual({
      items: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      page: 1,
      pageCount: 3,
      total: 23,
    });
    expect(paginate(items, 3).items).toEqual([20, 21, 22]);
  });
  it('clamps a page out of range and handles an empty list', () => {
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items, Number.NaN).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(paginate(items, 2, 12).items).toHaveLength(11);
  });
});

describe('computeFacets', () => {
  const facets = computeFacets(views);
  it('counts every offer once in each list facet', () => {
    const sum = (list: { count: number }[]) => list.reduce((a, b) => a + b.count, 0);
    expect(facets.stops.map((b) => b.value)).toEqual([...STOPS_BUCKETS]);
    expect(sum(facets.stops)).toBe(views.length);
    expect(sum(facets.duration)).toBe(views.length);
    expect(sum(facets.price)).toBe(views.length);
    expect(facets.departureTime.map((b) => b.value)).toEqual([...TIMES_OF_DAY]);
    expect(sum(facets.departureTime)).toBe(views.length);
    expect(sum(facets.arrivalTime)).toBe(views.length);
    expect(sum(facets.airline)).toBe(views.length);
  });
  it('orders airlines by count and counts the fare flags', () => {
    for (let i = 1; i < facets.airline.length; i++) {
      expect((facets.airline[i - 1]?.count ?? 0) >= (facets.airline[i]?.count ?? 0)).toBe(true);
    }
    expect(facets.refundable).toBe(views.filter((v) => v.refundable).length);
    expect(facets.noPenalty).toBe(views.filter((v) => v.noPenalty).length);
  });
  it('counts each facet over the offers the other facets keep', () => {
    const airline = facets.airline[0]?.value ?? '';
    const filters = { ...EMPTY_OFFER_FILTERS, airline: [airline], stops: ['nonstop' as const] };
    const filtered = computeFacets(views, filters);
    const ofAirline = views.filter((v) => v.marketingCarrierCode === airline);
    const nonstop = views.filter((v) => v.stops === 0);
    // Stops ignore the stops selection but keep the airline one, and the other way round.
    expect(filtered.stops.find((b) => b.value === 'nonstop')?.count).toBe(
      ofAirline.filter((v) => v.stops === 0).length,
    );
    expect(filtered.stops.find((b) => b.value === 'one-stop')?.count).toBe(
      ofAirline.filter((v) => v.stops === 1).length,
    );
    for (const entry of filtered.airline) {
      expect(entry.count).toBe(nonstop.filter((v) => v.marketingCarrierCode === entry.value).length);
    }
    // Facets not selected count the offers both selections keep.
    const kept = filterOffers(views, filters);
    expect(filtered.refundable).toBe(kept.filter((v) => v.refundable).length);
    expect(filtered.duration.reduce((a, b) => a + b.count, 0)).toBe(kept.length);
  });
  it('keeps the buckets and the airline order of all offers while filtering', () => {
    const filtered = computeFacets(views, { ...EMPTY_OFFER_FILTERS, stops: ['two-plus'] });
    expect(filtered.airline.map((b) => b.value)).toEqual(facets.airline.map((b) => b.value));
    expect(filtered.price.map(({ min, max }) => ({ min, max }))).toEqual(
      facets.price.map(({ min, max }) => ({ min, max })),
    );
  });
  it('gives empty buckets for no offers', () => {
    expect(computeFacets([]).price).toEqual([]);
    expect(computeFacets([]).stops.every((b) => b.count === 0)).toBe(true);
  });
});

describe('buildPriceBuckets', () => {
  it('cuts the price span into ranges on whole units, the last open-ended', () => {
    const small = deriveOfferViews([
      offer('1', '100.40', '2027-03-10T07:00:00', '2027-03-10T10:00:00'),
      offer('2', '599.99', '2027-03-10T07:00:00', '2027-03-10T10:00:00'),
    ]);
    const buckets = buildPriceBuckets(small);
    expect(buckets[0]).toEqual({ min: 10000, max: 20000 });
    expect(buckets).toHaveLength(5);
    expect(buckets[4]?.max).toBeNull();
  });
  it('makes one bucket when every offer costs the same', () => {
    const same = deriveOfferViews([offer('1', '100.00', '2027-03-10T07:00:00', '2027-03-10T10:00:00')]);
    expect(buildPriceBuckets(same)).toEqual([{ min: 10000, max: null }]);
  });
});

describe('toggleFacetValue', () => {
  it('adds a value, then removes it', () => {
    const on = toggleFacetValue(EMPTY_OFFER_FILTERS, 'airline', 'AV');
    expect(on.airline).toEqual(['AV']);
    expect(isFacetValueSelected(on, 'airline', 'AV')).toBe(true);
    expect(toggleFacetValue(on, 'airline', 'AV').airline).toEqual([]);
  });
  it('compares ranges by their bounds', () => {
    const on = toggleFacetValue(EMPTY_OFFER_FILTERS, 'price', { min: 1, max: 2 });
    expect(isFacetValueSelected(on, 'price', { min: 1, max: 2 })).toBe(true);
    expect(toggleFacetValue(on, 'price', { min: 1, max: 2 }).price).toEqual([]);
  });
});

describe('resetFacet', () => {
  const busy: OfferFilters = {
    stops: ['nonstop'],
    duration: [{ min: 0, max: 180 }],
    price: [{ min: 0, max: 100 }],
    departureTime: ['early'],
    arrivalTime: ['late'],
    airline: ['AV'],
    refundable: true,
    noPenalty: true,
  };
  it('clears both time facets together', () => {
    expect(resetFacet(busy, 'time')).toEqual({ ...busy, departureTime: [], arrivalTime: [] });
  });
  it('clears one facet or flag at a time', () => {
    expect(resetFacet(busy, 'airline')).toEqual({ ...busy, airline: [] });
    expect(resetFacet(busy, 'refundable')).toEqual({ ...busy, refundable: false });
    expect(resetFacet(busy, 'noPenalty')).toEqual({ ...busy, noPenalty: false });
  });
});

describe('queryOffers', () => {
  it('filters, sorts and pages in one call', () => {
    const page = queryOffers(views, {
      filters: { ...EMPTY_OFFER_FILTERS, stops: ['nonstop'] },
      sort: { key: 'price', direction: 'asc' },
      page: 1,
    });
    expect(page.items).toHaveLength(10);
    expect(page.items.every((v) => v.stops === 0)).toBe(true);
    expect(page.total).toBe(views.filter((v) => v.stops === 0).length);
  });
});

const filtersArbitrary: fc.Arbitrary<OfferFilters> = fc.record({
  stops: fc.subarray([...STOPS_BUCKETS]),
  duration: fc.subarray([...DURATION_BUCKETS]),
  price: fc.array(
    fc
      .tuple(fc.integer({ min: 0, max: 170000 }), fc.option(fc.integer({ min: 1, max: 170000 })))
      .map(([min, span]) => ({
        min,
        max: span === null ? null : min + span,
      })),
    { maxLength: 3 },
  ),
  departureTime: fc.subarray([...TIMES_OF_DAY]),
  arrivalTime: fc.subarray([...TIMES_OF_DAY]),
  airline: fc.subarray([...GENERATED_CARRIERS]),
  refundable: fc.boolean(),
  noPenalty: fc.boolean(),
});

describe('properties', () => {
  it('never returns an offer outside a selected facet, nor drops one inside all of them', () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const result = filterOffers(views, filters);
        const inRange = (value: number, ranges: readonly { min: number; max: number | null }[]) =>
          ranges.length === 0 || ranges.some((r) => value >= r.min && (r.max === null || value < r.max));
        const matches = (v: OfferView) =>
          (filters.stops.length === 0 || filters.stops.includes(getStopsBucket(v.stops))) &&
          inRange(v.durationMinutes, filters.duration) &&
          inRange(v.priceMinor, filters.price) &&
          (filters.departureTime.length === 0 || filters.departureTime.includes(v.departureTimeTag)) &&
          (filters.arrivalTime.length === 0 || filters.arrivalTime.includes(v.arrivalTimeTag)) &&
          (filters.airline.length === 0 || filters.airline.includes(v.marketingCarrierCode)) &&
          (!filters.refundable || v.refundable) &&
          (!filters.noPenalty || v.noPenalty);
        for (const v of result) expect(matches(v)).toBe(true);
        expect(result.length).toBe(views.filter(matches).length);
      }),
      { numRuns: 300 },
    );
  });
  it('sorting keeps the same offers', () => {
    fc.assert(
      fc.property(fc.constantFrom('price', 'duration', 'stops' as const), fc.boolean(), (key, asc) => {
        const sorted = sortOffers(views, { key, direction: asc ? 'asc' : 'desc' });
        expect(sorted.map((v) => v.index).sort((a, b) => a - b)).toEqual(views.map((v) => v.index));
      }),
    );
  });
});
