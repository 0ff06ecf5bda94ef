/**
 * The one budget of every route that answers to a booking reference and e-mail (the lookup, the
 * documents, the cancellation, the resend, the bags): one count per address across all of them, so
 * each route is not another set of guesses. A traveller's visit to My Journey spends a few.
 */
export const BOOKING_OWNER_RATE_LIMIT = {
  max: 20,
  timeWindow: '1 minute',
  groupId: 'booking-owner',
} as const;
