import { describe, expect, it } from 'vitest';
import { computeBookingCharge } from './booking-fees.ts';

describe('computeBookingCharge', () => {
  it('adds the bags and the ATOL and SAFI fees to the offer, in USD minor units', () => {
    const charge = computeBookingCharge({
      offer: { amount: 93270, currency: 'USD' },
      bags: { amount: 8200, currency: 'USD' },
    });
    expect(charge.fees).toEqual([
      { code: 'ATOL', amount: { amount: 273, currency: 'USD' } },
      { code: 'SAFI', amount: { amount: 293, currency: 'USD' } },
    ]);
    expect(charge.total).toEqual({ amount: 93270 + 8200 + 273 + 293, currency: 'USD' });
  });

  it('refuses an amount that is not in USD', () => {
    expect(() =>
      computeBookingCharge({ offer: { amount: 1, currency: 'COP' }, bags: { amount: 0, currency: 'USD' } }),
    ).toThrow(RangeError);
  });
});
