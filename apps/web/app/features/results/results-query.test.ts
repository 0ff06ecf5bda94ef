import { ResultsViewSchema } from '@travel/contract/flights';
import { EMPTY_OFFER_FILTERS } from '@travel/domain/offers';
import { describe, expect, it } from 'vitest';
import {
  clearResultsView,
  hasActiveFilters,
  keepFiltersAndSort,
  readFiltersFormQuery,
  readPriceFields,
  readResultsView,
  writePriceFields,
  writeResultsView,
} from './results-query';

const SEARCH =
  'tripType=2&dep=2027-03-10&ret=2027-03-17&adults=2&children=1&infants=0&cabin=ECONOMY&currency=COP';

describe('readResultsView', () => {
  it('reads filters, sort and page from the query', () => {
    const view = readResultsView(
      new URLSearchParams(
        `${SEARCH}&stops=0,1&airline=AV,LA&duration=0-180,1440-&price=100000-250000&depTime=morning,late&arrTime=evening&onlyRefundable=1&sort=duration-desc&page=3`,
      ),
    );
    expect(view).toEqual({
      filters: {
        stops: ['nonstop', 'one-stop'],
        airline: ['AV', 'LA'],
        duration: [
          { min: 0, max: 180 },
          { min: 1440, max: null },
        ],
        price: [{ min: 100000, max: 250000 }],
        departureTime: ['morning', 'late'],
        arrivalTime: ['evening'],
        refundable: true,
        noPenalty: false,
      },
      sort: { key: 'duration', direction: 'desc' },
      page: 3,
      outbound: null,
    });
  });

  it("reads each list as the filters' form sends it without script, one parameter per ticked box", () => {
    const linked = readResultsView(
      new URLSearchParams(`${SEARCH}&stops=0,1&airline=AV,LA&duration=0-180,1440-&depTime=morning,late`),
    );
    const sent = readResultsView(
      new URLSearchParams(
        `${SEARCH}&stops=0&stops=1&airline=AV&airline=LA&duration=0-180&duration=1440-&depTime=morning&depTime=late`,
      ),
    );
    expect(sent).toEqual(linked);
    expect(sent.filters.stops).toEqual(['nonstop', 'one-stop']);
    expect(sent.filters.airline).toEqual(['AV', 'LA']);
  });

  it('reads both forms together, each value once, and still ignores the ones it does not know', () => {
    const view = readResultsView(new URLSearchParams('stops=0,1&stops=1&stops=9&airline=AV&airline=<b>'));
    expect(view.filters.stops).toEqual(['nonstop', 'one-stop']);
    expect(view.filters.airline).toEqual(['AV']);
  });

  it('falls back to no filters, best first, page 1, no outbound chosen', () => {
    expect(readResultsView(new URLSearchParams(SEARCH))).toEqual({
      filters: EMPTY_OFFER_FILTERS,
      sort: { key: 'best', direction: 'asc' },
      page: 1,
      outbound: null,
    });
  });

  it('ignores values it does not know', () => {
    const view = readResultsView(
      new URLSearchParams('stops=9&airline=<script>&depTime=noon&price=50-10&sort=name-asc&page=-2'),
    );
    expect(view.filters).toEqual(EMPTY_OFFER_FILTERS);
    expect(view.sort).toEqual({ key: 'best', direction: 'asc' });
    expect(view.page).toBe(1);
  });

  it('reads what the API accepts from any URL: its duration buckets only, at most 50 airlines', () => {
    const airlines = Array.from({ length: 80 }, (_, index) => `A${index}`).join(',');
    const view = readResultsView(
      new URLSearchParams(
        `${SEARCH}&duration=0-180,7-9,0-180,1440-&airline=${airlines}&price=1-999999999999999`,
      ),
    );
    expect(view.filters.duration).toEqual([
      { min: 0, max: 180 },
      { min: 1440, max: null },
    ]);
    expect(view.filters.airline).toHaveLength(50);
    expect(ResultsViewSchema.safeParse(view).success).toBe(true);
  });

  it('reads a chosen outbound, and ignores text that cannot be one', () => {
    expect(readResultsView(new URLSearchParams(`${SEARCH}&out=AV0019-20270310T0745`)).outbound).toBe(
      'AV0019-20270310T0745',
    );
    expect(readResultsView(new URLSearchParams(`${SEARCH}&out=%3Cscript%3E`)).outbound).toBeNull();
  });
});

describe('writeResultsView', () => {
  it('round-trips through the URL and keeps the search', () => {
    const params = new URLSearchParams(`${SEARCH}&stops=0&airline=AV&sort=price-desc&page=2`);
    const view = readResultsView(params);
    const written = writeResultsView(params, view);
    expect(readResultsView(written)).toEqual(view);
    expect(written.get('dep')).toBe('2027-03-10');
    expect(written.toString()).toContain('stops=0&airline=AV&sort=price-desc&page=2');
  });

  it('writes the comma form whatever form the query came in', () => {
    const params = new URLSearchParams(`${SEARCH}&stops=0&stops=2&airline=AV&airline=LA&depTime=early`);
    const written = writeResultsView(params, readResultsView(params));
    expect(written.toString()).toBe(`${SEARCH}&stops=0%2C2&airline=AV%2CLA&depTime=early`);
    expect(written.getAll('stops')).toEqual(['0,2']);
  });

  it('leaves defaults out of the URL', () => {
    const params = new URLSearchParams(`${SEARCH}&stops=0&page=2`);
    const written = writeResultsView(params, {
      filters: EMPTY_OFFER_FILTERS,
      sort: { key: 'best', direction: 'asc' },
      page: 1,
    });
    expect(written.toString()).toBe(SEARCH);
  });
});

describe('keepFiltersAndSort', () => {
  it("moves a day's filters and sort to another search, from page 1, without the chosen outbound", () => {
    const other = new URLSearchParams(SEARCH.replace('2027-03-10', '2027-03-11'));
    const kept = keepFiltersAndSort(
      other,
      new URLSearchParams(`${SEARCH}&stops=0&airline=AV&sort=duration-asc&page=3&out=AV0019-20270310T0745`),
    );
    expect(kept.get('dep')).toBe('2027-03-11');
    expect(kept.toString()).toContain('stops=0&airline=AV&sort=duration-asc');
    expect(kept.has('page')).toBe(false);
    expect(kept.has('out')).toBe(false);
  });
});

describe('clearResultsView', () => {
  it('drops every filter, the sort and the page', () => {
    expect(
      clearResultsView(new URLSearchParams(`${SEARCH}&stops=0&airline=AV&sort=stops-asc&page=4`)).toString(),
    ).toBe(SEARCH);
  });
});

describe('hasActiveFilters', () => {
  it('is false only with nothing selected', () => {
    expect(hasActiveFilters(EMPTY_OFFER_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_OFFER_FILTERS, noPenalty: true })).toBe(true);
  });
});

describe('readPriceFields', () => {
  const fields = (query: string) => new URLSearchParams(query);

  it('turns "Desde" and "Hasta" into minor units, both amounts included', () => {
    expect(readPriceFields(fields('priceFrom=150&priceTo=400'), 'USD')).toEqual({ min: 15_000, max: 40_001 });
  });

  it('counts a currency without decimals in whole units', () => {
    expect(readPriceFields(fields('priceFrom=150000&priceTo=400000'), 'CLP')).toEqual({
      min: 150_000,
      max: 400_001,
    });
    expect(readPriceFields(fields('priceFrom=5&priceTo=12'), 'KWD')).toEqual({ min: 5_000, max: 12_001 });
  });

  it('takes one end alone', () => {
    expect(readPriceFields(fields('priceFrom=&priceTo=400'), 'USD')).toEqual({ min: 0, max: 40_001 });
    expect(readPriceFields(fields('priceFrom=150&priceTo='), 'USD')).toEqual({ min: 15_000, max: null });
  });

  it('puts no condition when the fields ask for none', () => {
    expect(readPriceFields(fields('priceFrom=&priceTo='), 'USD')).toBeNull();
    expect(readPriceFields(fields('priceFrom=0'), 'USD')).toBeNull();
    expect(readPriceFields(fields(''), 'USD')).toBeNull();
  });

  it('ignores a reversed range, and a field that holds no amount', () => {
    expect(readPriceFields(fields('priceFrom=400&priceTo=150'), 'USD')).toBeNull();
    expect(readPriceFields(fields('priceFrom=abc&priceTo=400'), 'USD')).toEqual({ min: 0, max: 40_001 });
    expect(readPriceFields(fields('priceFrom=-5&priceTo=1e3'), 'USD')).toBeNull();
    expect(readPriceFields(fields('priceFrom=999999999999&priceTo='), 'USD')).toBeNull();
  });

  it('keeps a range of one amount', () => {
    expect(readPriceFields(fields('priceFrom=300&priceTo=300'), 'USD')).toEqual({ min: 30_000, max: 30_001 });
  });
});

describe('writePriceFields', () => {
  it('shows the range the fields would send back', () => {
    expect(writePriceFields({ min: 15_000, max: 40_001 }, 'USD')).toEqual({ from: '150', to: '400' });
    expect(writePriceFields({ min: 150_000, max: 400_001 }, 'CLP')).toEqual({ from: '150000', to: '400000' });
    expect(writePriceFields({ min: 0, max: null }, 'USD')).toEqual({ from: '', to: '' });
    expect(writePriceFields(null, 'USD')).toEqual({ from: '', to: '' });
  });

  it("rounds a slider's range in cents outwards, so sending the form again never narrows it", () => {
    const fields = writePriceFields({ min: 84_764, max: 149_765 }, 'USD');
    expect(fields).toEqual({ from: '847', to: '1498' });
    const sent = readPriceFields(new URLSearchParams({ priceFrom: fields.from, priceTo: fields.to }), 'USD');
    expect(sent?.min).toBeLessThanOrEqual(84_764);
    expect(sent?.max).toBeGreaterThanOrEqual(149_765);
  });
});

describe('readFiltersFormQuery', () => {
  it('leaves a query that did not come from the form alone', () => {
    expect(readFiltersFormQuery(new URLSearchParams(`${SEARCH}&stops=0&stops=1`), 'COP')).toBeNull();
  });

  it('writes what the form sent as the page with script would have: comma lists and the price in minor units', () => {
    const sent = new URLSearchParams(
      `${SEARCH}&sort=price-asc&out=AV0019-20270310T0745&stops=0&stops=1&priceFrom=150000&priceTo=900000&airline=AV&onlyRefundable=1`,
    );
    const query = readFiltersFormQuery(sent, 'COP');
    expect(query?.toString()).toBe(
      `${SEARCH}&sort=price-asc&out=AV0019-20270310T0745&stops=0%2C1&airline=AV&onlyRefundable=1&price=15000000-90000001`,
    );
    expect(readResultsView(query ?? new URLSearchParams()).filters.price).toEqual([
      { min: 15_000_000, max: 90_000_001 },
    ]);
  });

  it('drops a price the fields no longer ask for, and one they ask for the wrong way round', () => {
    const cleared = readFiltersFormQuery(
      new URLSearchParams(`${SEARCH}&price=100-200&priceFrom=&priceTo=&stops=0`),
      'COP',
    );
    expect(cleared?.toString()).toBe(`${SEARCH}&stops=0`);
    const reversed = readFiltersFormQuery(new URLSearchParams(`${SEARCH}&priceFrom=900&priceTo=100`), 'COP');
    expect(reversed?.toString()).toBe(SEARCH);
  });
});
