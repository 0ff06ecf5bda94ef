import type { FlightDeal } from '@travel/contract/deals';
import { describe, expect, it } from 'vitest';
import { buildDealResultsPath } from './deal-results-path';

const place = (iataCode: string) => ({
  iataCode,
  airportName: iataCode,
  cityName: iataCode,
  countryCode: 'CO',
  countryName: 'Colombia',
  slug: null,
  countrySlug: 'colombia',
});

const deal: FlightDeal = {
  origin: place('BOG'),
  destination: place('CUN'),
  departureDate: '2027-01-13',
  returnDate: '2027-01-20',
  price: { amount: '1650000.00', currency: 'COP', usd: { amount: 42_300, currency: 'USD' } },
  carrier: { code: 'CM', name: 'Copa Airlines' },
  computedAt: '2026-11-24T12:00:00.000Z',
};

describe('buildDealResultsPath', () => {
  it('builds the results URL the search form would for one adult in economy on the deal dates, cheapest first', () => {
    const url = new URL(buildDealResultsPath(deal), 'https://example.test');
    expect(url.pathname).toBe('/bog-cun/results');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tripType: '2',
      dep: '2027-01-13',
      ret: '2027-01-20',
      adults: '1',
      children: '0',
      infants: '0',
      cabin: 'ECONOMY',
      currency: 'COP',
      refundable: '0',
      noRestriction: '0',
      noPenalty: '0',
      sort: 'price-asc',
    });
  });

  it('builds a one-way search for a deal without a return', () => {
    const url = new URL(buildDealResultsPath({ ...deal, returnDate: null }), 'https://example.test');
    expect(url.searchParams.get('tripType')).toBe('1');
    expect(url.searchParams.has('ret')).toBe(false);
  });
});
