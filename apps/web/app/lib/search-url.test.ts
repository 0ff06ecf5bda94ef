import { createSearchForm, type SearchForm } from '@travel/domain/search';
import { describe, expect, it } from 'vitest';
import { buildResultsPath, getSearchKey } from './search-url';
import { parseResultsUrl } from './search-url.server';

const roundTrip: SearchForm = {
  ...createSearchForm('2027-03-01', 'COP'),
  origin: { airportCode: 'BOG' },
  destination: { airportCode: 'MIA' },
  departureDate: '2027-03-10',
  returnDate: '2027-03-17',
  passengers: { adult: 2, child: 1, infant: 0 },
};

describe('buildResultsPath', () => {
  it('makes a readable URL with the search in the query', () => {
    expect(buildResultsPath(roundTrip)).toBe(
      '/bog-mia/results?tripType=2&dep=2027-03-10&ret=2027-03-17&adults=2&children=1&infants=0&cabin=ECONOMY&currency=COP&refundable=0&noRestriction=0&noPenalty=0',
    );
  });

  it('leaves the return date out of one-way searches', () => {
    expect(buildResultsPath({ ...roundTrip, tripType: '1', returnDate: '' })).not.toContain('ret=');
  });

  it('needs both airports', () => {
    expect(buildResultsPath({ ...roundTrip, destination: null })).toBeNull();
  });
});

describe('parseResultsUrl', () => {
  it('reads back what buildResultsPath wrote', () => {
    const url = new URL(`http://x${buildResultsPath(roundTrip)}`);
    expect(parseResultsUrl('bog-mia', url.searchParams)).toEqual(roundTrip);
  });

  it('keeps the fare flags', () => {
    const form = { ...roundTrip, refundableFare: true, noPenaltyFare: true };
    const url = new URL(`http://x${buildResultsPath(form)}`);
    expect(parseResultsUrl('bog-mia', url.searchParams)).toMatchObject({
      refundableFare: true,
      noRestrictionFare: false,
      noPenaltyFare: true,
    });
  });

  it('ignores filters and sorting in the same query', () => {
    const url = new URL(`http://x${buildResultsPath(roundTrip)}&stops=0&airline=AV&sort=price-asc&page=2`);
    expect(parseResultsUrl('bog-mia', url.searchParams)).toEqual(roundTrip);
  });

  it.each([
    ['bogota-mia', 'tripType=1&dep=2027-03-10'],
    ['bog-bog', 'tripType=1&dep=2027-03-10'],
    ['bog-mia', 'tripType=3&dep=2027-03-10'],
    ['bog-mia', 'tripType=1&dep=2027-02-30'],
    ['bog-mia', 'tripType=2&dep=2027-03-10'],
    ['bog-mia', 'tripType=2&dep=2027-03-10&ret=2027-03-01'],
    ['bog-mia', 'tripType=1&dep=2027-03-10&adults=0'],
    ['bog-mia', 'tripType=1&dep=2027-03-10&adults=5&children=5'],
    ['bog-mia', 'tripType=1&dep=2027-03-10&adults=1&infants=2'],
    ['bog-mia', 'tripType=1&dep=2027-03-10&cabin=LUXURY'],
    ['bog-mia', 'tripType=1&dep=2027-03-10&currency=JPY'],
  ])('refuses /%s/results?%s', (slug, query) => {
    expect(parseResultsUrl(slug, new URLSearchParams(query))).toBeNull();
  });
});

describe('getSearchKey', () => {
  it('is the same for the same search whatever the filters', () => {
    const a = parseResultsUrl('bog-mia', new URLSearchParams('tripType=1&dep=2027-03-10&stops=0'));
    const b = parseResultsUrl('BOG-MIA', new URLSearchParams('tripType=1&dep=2027-03-10&sort=price-desc'));
    expect(a && getSearchKey(a)).toBe(b && getSearchKey(b));
  });
});
