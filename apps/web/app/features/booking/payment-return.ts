import { isApiError } from '../../lib/api-client';

/**
 * The API could not be reached, failed on its side, or is still ordering this booking: the same
 * call may succeed later. An airline order that failed is final (the payment was voided).
 */
export function isRetryableFailure(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.code === 'BOOKING_ORDER_FAILED') return false;
  return (
    error.code === 'NETWORK_ERROR' ||
    error.code === 'TIMEOUT' ||
    error.code === 'PAYMENT_IN_PROGRESS' ||
    error.status >= 500 ||
    [408, 429].includes(error.status)
  );
}

export type FailureDestination = 'my-journey' | 'summary';

/**
 * Where a failure that will not be retried sends the visitor: when another tab already paid this
 * booking, to My Journey to find it; otherwise back to the trip summary to try again.
 */
export function failureDestination(error: unknown): FailureDestination {
  return isApiError(error) && (error.code === 'BOOKING_ALREADY_PAID' || error.code === 'BOOKING_ORDER_FAILED')
    ? 'my-journey'
    : 'summary';
}

/** Waits between retries on /booking/waiting: 2 s, doubling, at most 30 s. */
export function waitingDelayMs(attempt: number): number {
  return Math.min(2_000 * 2 ** Math.max(attempt - 1, 0), 30_000);
}
