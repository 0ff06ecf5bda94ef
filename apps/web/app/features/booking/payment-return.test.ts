import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { failureDestination, isRetryableFailure, waitingDelayMs } from './payment-return';

const apiError = (status: number, code: string) =>
  new ApiError({ status, code: code as never, message: code });

describe('isRetryableFailure', () => {
  it.each([
    ['a network failure', apiError(0, 'NETWORK_ERROR')],
    ['a timeout', apiError(0, 'TIMEOUT')],
    ['a 503', apiError(503, 'SERVICE_UNAVAILABLE')],
    ['a 429', apiError(429, 'RATE_LIMITED')],
    ['a booking whose airline order another call is still creating', apiError(409, 'PAYMENT_IN_PROGRESS')],
    ['something that is not an API answer', new TypeError('Failed to fetch')],
  ])('retries %s', (_, error) => {
    expect(isRetryableFailure(error)).toBe(true);
  });

  it.each([
    ['a declined card', apiError(402, 'PAYMENT_DECLINED')],
    ['a forged return', apiError(400, 'PAYMENT_SIGNATURE_INVALID')],
    ['an amount mismatch', apiError(422, 'AMOUNT_MISMATCH')],
    ['an airline order that failed after payment (voided)', apiError(502, 'BOOKING_ORDER_FAILED')],
    ['a payment of a session that changed meanwhile', apiError(409, 'SESSION_CHANGED')],
  ])('does not retry %s', (_, error) => {
    expect(isRetryableFailure(error)).toBe(false);
  });
});

describe('failureDestination', () => {
  it('sends a second payment of a booking already paid to My Journey', () => {
    expect(failureDestination(apiError(409, 'BOOKING_ALREADY_PAID'))).toBe('my-journey');
  });
  it('sends a booking whose airline order failed to My Journey, where its state shows', () => {
    expect(failureDestination(apiError(502, 'BOOKING_ORDER_FAILED'))).toBe('my-journey');
  });
  it('sends any other failure back to the trip summary', () => {
    expect(failureDestination(apiError(422, 'AMOUNT_MISMATCH'))).toBe('summary');
    expect(failureDestination(new TypeError('Failed to fetch'))).toBe('summary');
  });
});

describe('waitingDelayMs', () => {
  it('waits 2 s, then doubles, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(waitingDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
