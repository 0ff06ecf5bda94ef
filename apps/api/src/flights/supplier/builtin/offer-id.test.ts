import { describe, expect, it } from 'vitest';
import type { FlightSearchQuery } from '../flight-supplier.port.ts';
import { couldHaveIssued, decodeOfferId, encodeOfferId } from './offer-id.ts';

const query: FlightSearchQuery = {
  cabin: 'PREMIUM_ECONOMY',
  legInfo: [
    { from: 'MIA', to: 'BOG', departureDate: '2026-03-01' },
    { from: 'BOG', to: 'MIA', departureDate: '2026-03-08' },
  ],
  travelerInfo: { adult: 2, child: 1, infant: 1 },
  refundableFare: true,
  noRestrictionFare: false,
  noPenaltyFare: true,
};

describe('encodeOfferId', () => {
  it('makes a URL-safe id that decodes back to the query, search hour and position', () => {
    const id = encodeOfferId({ query, searchHour: 493_000, index: 137 });
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeOfferId(id)).toEqual({ query, searchHour: 493_000, index: 137 });
  });
});

describe('decodeOfferId', () => {
  it('rejects text that is not an id of the built-in supplier', () => {
    expect(decodeOfferId('1')).toBeNull();
    expect(decodeOfferId('B1_MIABOG20260301_X100_0_abc_1')).toBeNull();
    expect(decodeOfferId('B1_MIABOG20260301_E100_9_abc_1')).toBeNull();
  });

  it('rejects dates that are not on the calendar', () => {
    expect(decodeOfferId('B1_MIABOG20270230_E100_0_abc_1')).toBeNull();
    expect(decodeOfferId('B1_MIABOG20270229_E100_0_abc_1')).toBeNull();
    expect(decodeOfferId('B1_MIABOG20270310-BOGMIA20271301_E100_0_abc_1')).toBeNull();
    expect(decodeOfferId('B1_MIABOG20280229_E100_0_abc_1')).not.toBeNull();
  });
});

describe('couldHaveIssued', () => {
  const hourOf = (instant: string) => Date.parse(instant) / 3_600_000;
  const searchHour = hourOf('2026-11-22T00:00:00Z');
  const now = hourOf('2026-11-22T15:00:00Z');
  const leavingOn = (...dates: string[]) => ({
    query: { ...query, legInfo: dates.map((departureDate) => ({ from: 'MIA', to: 'BOG', departureDate })) },
    searchHour,
    index: 0,
  });

  it('accepts departures from the search day to 361 days later, with a day of slack for time zones', () => {
    expect(couldHaveIssued(leavingOn('2026-11-22', '2027-11-18'), now)).toBe(true);
    expect(couldHaveIssued(leavingOn('2026-11-21'), now)).toBe(true);
    expect(couldHaveIssued(leavingOn('2027-11-19'), now)).toBe(true);
  });

  it('refuses departures before the search or beyond what it could sell', () => {
    expect(couldHaveIssued(leavingOn('2026-11-20'), now)).toBe(false);
    expect(couldHaveIssued(leavingOn('2026-12-01', '2027-11-20'), now)).toBe(false);
    expect(couldHaveIssued(leavingOn('9999-03-10'), now)).toBe(false);
  });

  it('refuses a search hour later than now', () => {
    expect(couldHaveIssued({ ...leavingOn('2027-03-10'), searchHour: now + 1 }, now)).toBe(false);
    expect(couldHaveIssued({ ...leavingOn('2027-03-10'), searchHour: 36 ** 9 - 1 }, now)).toBe(false);
  });
});
