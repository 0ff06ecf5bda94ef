import { describe, expect, it } from 'vitest';
import type { FlightSearchQuery } from './flight-supplier.port.ts';
import { decodeOfferId, encodeOfferId } from './offer-id.ts';

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
});
