import { describe, expect, it } from 'vitest';
import { pickCheapestFare, sortFaresByPrice } from './cheapest-fare.ts';

describe('pickCheapestFare', () => {
  it('picks the lowest amount, the earlier date on a tie', () => {
    const fares = [
      { departureDate: '2027-01-13', amountMinor: 40_000 },
      { departureDate: '2027-01-06', amountMinor: 35_000 },
      { departureDate: '2026-12-30', amountMinor: 35_000 },
    ];
    expect(pickCheapestFare(fares)).toEqual({ departureDate: '2026-12-30', amountMinor: 35_000 });
  });

  it('has nothing to pick from no fares', () => {
    expect(pickCheapestFare([])).toBeUndefined();
  });
});

describe('sortFaresByPrice', () => {
  it('orders by price, then date, then destination', () => {
    const sorted = sortFaresByPrice([
      { destination: 'MIA', departureDate: '2027-01-06', amountMinor: 30_000 },
      { destination: 'CUN', departureDate: '2027-01-06', amountMinor: 30_000 },
      { destination: 'MAD', departureDate: '2027-01-06', amountMinor: 90_000 },
      { destination: 'LIM', departureDate: '2026-12-30', amountMinor: 30_000 },
    ]);
    expect(sorted.map((fare) => fare.destination)).toEqual(['LIM', 'CUN', 'MIA', 'MAD']);
  });
});
