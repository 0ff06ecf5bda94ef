import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isRetryableFailure, waitingDelayMs } from './payment-return-page';

const apiError = (status: number, code: string) =>
  new ApiError({ status, code: code as never, message: code });

describe('isRetryableFailure', () => {
  it.each([
    ['a network failure', apiError(0, 'NETWORK_ERROR')],
    ['a timeout', apiError(0, 'TIMEOUT')],
    ['a 503', apiError(503, 'SERVICE_UNAVAILABLE')],
    ['a 429', apiError(429, 'RATE_LIMITED')],
    ['something that is not an API answer', new TypeError('Failed to fetch')],
  ])('retries %s', (_, error) => {
    expect(isRetryableFailure(error)).toBe(true);
  });

  it.each([
    ['a declined card', apiError(402, 'PAYMENT_DECLINED')],
    ['a forged return', apiError(400, 'PAYMENT_SIGNATURE_INVALID')],
    ['an amount mismatch', apiError(422, 'AMOUNT_MISMATCH')],
  ])('does not retry %s', (_, error) => {
    expect(isRetryableFailure(error)).toBe(false);
  });
});

describe('waitingDelayMs', () => {
  it('waits 2 s, then doubles, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(waitingDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
