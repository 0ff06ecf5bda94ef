import { describe, expect, it } from 'vitest';
import { buildCancellationNumber, canMoveCancellation } from './cancellation-status.ts';
import { fareBaseShare, quoteRefund } from './refund-rules.ts';

const PAID = { offer: 50_000, bags: 6_000, fees: 2_500 };

describe('quoteRefund', () => {
  it('gives back a no-penalty refundable fare and its bags in full, never the service charge', () => {
    expect(quoteRefund({ refundable: true, noPenalty: true, baseShare: 0.8 }, PAID)).toEqual({
      basis: 'refundableFare',
      refund: 56_000,
      penalty: 0,
      kept: 2_500,
    });
  });

  it('takes 10 % of the base fare as the penalty of a refundable fare with penalties', () => {
    // Base 40 000 of a 50 000 fare: penalty 4 000.
    expect(quoteRefund({ refundable: true, noPenalty: false, baseShare: 0.8 }, PAID)).toEqual({
      basis: 'refundableFare',
      refund: 52_000,
      penalty: 4_000,
      kept: 6_500,
    });
  });

  it('gives back only the taxes of a non-refundable fare, and no bags', () => {
    expect(quoteRefund({ refundable: false, noPenalty: false, baseShare: 0.8 }, PAID)).toEqual({
      basis: 'taxesOnly',
      refund: 10_000,
      penalty: 0,
      kept: 48_500,
    });
  });

  it('gives back nothing of a non-refundable fare whose base is unknown or has no taxes', () => {
    for (const baseShare of [null, 1]) {
      expect(quoteRefund({ refundable: false, noPenalty: false, baseShare }, PAID)).toEqual({
        basis: 'nothing',
        refund: 0,
        penalty: 0,
        kept: 58_500,
      });
    }
  });
});

describe('fareBaseShare', () => {
  it('reads the base share from the offer price, and null when it cannot', () => {
    expect(fareBaseShare({ base: '400.00', total: '500.00' })).toBe(0.8);
    expect(fareBaseShare({ total: '500.00' })).toBeNull();
    expect(fareBaseShare({ base: '600', total: '500' })).toBeNull();
    expect(fareBaseShare({ base: 'x', total: '500' })).toBeNull();
  });
});

describe('cancellation status', () => {
  it('moves received → in_review → refunded | rejected and never back', () => {
    expect(canMoveCancellation('received', 'in_review')).toBe(true);
    expect(canMoveCancellation('in_review', 'refunded')).toBe(true);
    expect(canMoveCancellation('in_review', 'rejected')).toBe(true);
    expect(canMoveCancellation('received', 'refunded')).toBe(false);
    expect(canMoveCancellation('refunded', 'in_review')).toBe(false);
    expect(canMoveCancellation('rejected', 'received')).toBe(false);
  });

  it('numbers a request CX- and 8 unambiguous characters', () => {
    expect(buildCancellationNumber(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 255]))).toMatch(
      /^CX-[A-HJKMNP-Z2-9]{8}$/,
    );
  });
});
