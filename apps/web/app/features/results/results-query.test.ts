import { ResultsViewSchema } from '@travel/contract/flights';
import { EMPTY_OFFER_FILTERS } from '@travel/domain/offers';
import { describe, expect, it } from 'vitest';
import {
  clearResultsView,
  hasActiveFilters,
  keepFiltersAndSort,
  readResultsView,
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
