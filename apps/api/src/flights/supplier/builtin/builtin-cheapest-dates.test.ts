import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test/build-test-app.ts';
import { testReferenceData } from '../../../test/test-database.ts';
import type { FlightSupplier } from '../flight-supplier.port.ts';
import { createBuiltinFlightSupplier } from './builtin-flight-supplier.ts';

let supplier: FlightSupplier;
const query = {
  origin: 'BOG',
  destination: 'CUN',
  departureFrom: '2026-11-23',
  departureTo: '2027-02-20',
  tripDays: 7,
};

beforeAll(async () => {
  supplier = createBuiltinFlightSupplier({
    referenceData: await testReferenceData(),
    clock: createTestClock('2026-11-22T12:00:00Z'),
  });
});

describe('cheapestDates (built-in)', () => {
  it('prices one Wednesday a week, each a week-long round trip', async () => {
    const dates = await supplier.cheapestDates(query);
    expect(dates.map((date) => date.departureDate)).toEqual([
      '2026-11-25',
      '2026-12-02',
      '2026-12-09',
      '2026-12-16',
      '2026-12-23',
      '2026-12-30',
      '2027-01-06',
      '2027-01-13',
      '2027-01-20',
      '2027-01-27',
      '2027-02-03',
      '2027-02-10',
      '2027-02-17',
    ]);
    expect(dates[0]).toMatchObject({ origin: 'BOG', destination: 'CUN', returnDate: '2026-12-02' });
  });

  it('answers the first price a search for that date shows, and its airline', async () => {
    const [, second] = await supplier.cheapestDates(query);
    const { offers } = await supplier.searchOffers({
      cabin: 'ECONOMY',
      legInfo: [
        { from: 'BOG', to: 'CUN', departureDate: '2026-12-02' },
        { from: 'CUN', to: 'BOG', departureDate: '2026-12-09' },
      ],
      travelerInfo: { adult: 1, child: 0, infant: 0 },
      refundableFare: false,
      noPenaltyFare: false,
      noRestrictionFare: false,
    });
    const cheapest = Math.min(...offers.map((offer) => Number(offer.price.grandTotal ?? offer.price.total)));
    expect(Number(second?.price.total)).toBe(cheapest);
    expect(second?.price.currency).toBe('USD');
    expect(second?.carrierCode).toBe(offers[0]?.validatingAirlineCodes?.[0]);
  });

  it('gives the same answer every time on the same day', async () => {
    expect(await supplier.cheapestDates(query)).toEqual(await supplier.cheapestDates(query));
  });

  it('answers nothing for an airport it does not know', async () => {
    expect(await supplier.cheapestDates({ ...query, destination: 'QQQ' })).toEqual([]);
  });

  it('prices one-way dates without a return', async () => {
    const { tripDays: _, ...oneWay } = query;
    const dates = await supplier.cheapestDates(oneWay);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((date) => date.returnDate === undefined)).toBe(true);
  });
});
