import { describe, expect, it } from 'vitest';
import { planTourFlights } from './tour-flights.ts';

describe('planTourFlights', () => {
  it("flies out on the tour's first day and back on its last", () => {
    expect(
      planTourFlights({ origin: ' bog ', airport: 'CUZ', departureDate: '2027-01-30', days: 5 }),
    ).toEqual({
      origin: 'BOG',
      destination: 'CUZ',
      departureDate: '2027-01-30',
      returnDate: '2027-02-03',
    });
  });

  it('refuses an origin that is not an airport code, or is the tour airport itself', () => {
    expect(
      planTourFlights({ origin: 'Bogotá', airport: 'CUZ', departureDate: '2027-01-30', days: 5 }),
    ).toBeNull();
    expect(
      planTourFlights({ origin: undefined, airport: 'CUZ', departureDate: '2027-01-30', days: 5 }),
    ).toBeNull();
    expect(
      planTourFlights({ origin: 'cuz', airport: 'CUZ', departureDate: '2027-01-30', days: 5 }),
    ).toBeNull();
  });
});
