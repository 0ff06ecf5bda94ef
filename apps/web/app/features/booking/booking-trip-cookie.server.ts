import { serialize } from 'cookie';
import { z } from 'zod';
import { isHttpsRequest, readJsonCookie } from '../../lib/request-cookies.server';
import { toSafeRedirectPath } from '../../lib/safe-url';

/**
 * Where the traveller is in the funnel, for the pages that cannot tell from their URL: the payment
 * return comes from the gateway with only its signed query, and the trip summary's "back to the
 * results" needs the search the offer came from. Navigation context only, never the source of a
 * booking's content (that is the API's session), and nothing personal.
 */
export const BOOKING_TRIP_COOKIE_NAME = 'booking_trip';
const MAX_AGE_SECONDS = 2 * 60 * 60;

/** Offer ids of the built-in supplier and Amadeus: short, URL-safe. */
export const OfferIdSchema = z.string().regex(/^[A-Za-z0-9_.:-]{1,200}$/);

const BookingTripSchema = z.object({
  offerId: OfferIdSchema,
  /** The results page the offer was chosen on (a path on this site). */
  resultsUrl: z.string().max(2000).nullable(),
});
export type BookingTrip = z.infer<typeof BookingTripSchema>;

export function readBookingTrip(request: Request): BookingTrip | null {
  const trip = readJsonCookie(request, BOOKING_TRIP_COOKIE_NAME, BookingTripSchema);
  if (!trip) return null;
  const { resultsUrl } = trip;
  return { ...trip, resultsUrl: (resultsUrl && toSafeRedirectPath(resultsUrl, '')) || null };
}

export function serializeBookingTrip(trip: BookingTrip, request: Request): string {
  return serialize(BOOKING_TRIP_COOKIE_NAME, JSON.stringify(trip), {
    path: '/',
    httpOnly: true,
    // Lax: the gateway's return is a top-level GET navigation, which carries it.
    sameSite: 'lax',
    secure: isHttpsRequest(request),
    maxAge: MAX_AGE_SECONDS,
  });
}
