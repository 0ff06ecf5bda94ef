import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  pageHref,
  readHotelResultsView,
  rewriteViewQuery,
  toHotelFilters,
  withoutView,
  writeHotelResultsView,
} from './hotel-results-view';

describe('readHotelResultsView', () => {
  it('reads the filters a GET form of checkboxes sends', () => {
    const view = readHotelResultsView(
      new URLSearchParams(
        'free=1&stars=4&stars=5&type=HOTEL&amenity=WIFI&price=5000-10000&sort=price-desc&page=2',
      ),
    );
    expect(view).toEqual({
      price: { min: 5000, max: 10000 },
      freeCancellation: true,
      stars: [4, 5],
      types: ['HOTEL'],
      amenities: ['WIFI'],
      sort: 'price-desc',
      page: 2,
    });
  });

  it('drops values the API would refuse', () => {
    const view = readHotelResultsView(
      new URLSearchParams('stars=7&type=CASTLE&amenity=HELIPAD&price=9-3&sort=name&page=-1'),
    );
    expect(view).toEqual({
      price: null,
      freeCancellation: false,
      stars: [],
      types: [],
      amenities: [],
      sort: 'recommended',
      page: 1,
    });
  });

  it('reads an open price range', () => {
    expect(readHotelResultsView(new URLSearchParams('price=20000-')).price).toEqual({
      min: 20000,
      max: null,
    });
  });
});

describe('writeHotelResultsView', () => {
  it('round-trips and leaves the defaults out', () => {
    const query = 'price=0-5000&free=1&stars=3&type=RESORT&amenity=SPA&sort=rating-desc&page=3';
    expect(writeHotelResultsView(readHotelResultsView(new URLSearchParams(query))).toString()).toBe(query);
    expect(writeHotelResultsView(readHotelResultsView(new URLSearchParams(''))).toString()).toBe('');
  });
});

describe('toHotelFilters', () => {
  it('gives the API an open range without a maximum', () => {
    const view = readHotelResultsView(new URLSearchParams('price=20000-&stars=4'));
    expect(toHotelFilters(view)).toEqual({
      minPricePerNight: 20000,
      freeCancellation: false,
      stars: [4],
      types: [],
      amenities: [],
    });
    expect(countActiveFilters(view)).toBe(2);
  });
});

describe('withoutView and pageHref', () => {
  it('keeps the search and replaces the page', () => {
    const params = new URLSearchParams('destination=Lima&stars=4&page=2');
    expect(withoutView(params).toString()).toBe('destination=Lima');
    expect(pageHref('/hoteles/result', params, 3)).toBe('/hoteles/result?destination=Lima&stars=4&page=3');
    expect(pageHref('/hoteles/result', params, 1)).toBe('/hoteles/result?destination=Lima&stars=4');
  });
});

describe('rewriteViewQuery', () => {
  const rewrite = (query: string) => {
    const params = new URLSearchParams(query);
    return rewriteViewQuery(params, readHotelResultsView(params))?.toString() ?? null;
  };

  it('writes the view as read in place of values it does not apply, the search kept', () => {
    expect(rewrite('destination=Lima&stars=9&stars=4&price=abc&sort=nope&page=0&adults=2')).toBe(
      'destination=Lima&adults=2&stars=4',
    );
    expect(rewrite('destination=Lima&free=1&free=yes')).toBe('destination=Lima&free=1');
  });

  it('leaves alone a view said in another order, with a blank choice or a default spelt out', () => {
    expect(rewrite('destination=Lima&stars=5&type=HOTEL&stars=4&price=5000-')).toBeNull();
    expect(rewrite('price=&sort=recommended&page=1&destination=Lima')).toBeNull();
  });

  it('leaves its own rewrite alone', () => {
    const rewritten = rewrite(
      'destination=Lima&page=2.0&sort=price-desc&amenity=SWIMMING_POOL&amenity=HELIPAD',
    );
    expect(rewritten).toBe('destination=Lima&amenity=SWIMMING_POOL&sort=price-desc&page=2');
    expect(rewrite(rewritten ?? '')).toBeNull();
  });
});
