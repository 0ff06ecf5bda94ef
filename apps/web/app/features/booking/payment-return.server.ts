import type { Booking } from '@travel/contract/bookings';
import type { Problem } from '@travel/domain/problem';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../lib/api-client';
import {
  getLocaleFromPath,
  getRequestLocale,
  isLocale,
  type Locale,
  type LocalizedText,
  localizePath,
  stripLocalePrefix,
} from '../../lib/locale';
import { createVisitorApi } from '../../lib/visitor-api.server';
import { getSummaryPath, type PaymentFailure } from './booking-summary.server';
import { type BookingTrip, OfferIdSchema, readBookingTrip } from './booking-trip-cookie.server';
import {
  type FailureDestination,
  failureDestination,
  isRetryableFailure,
  waitingDelayMs,
} from './payment-return';
import { confirmPayment } from './payment-return-api';

/** The gateway's signed return (Worldpay's query); the API checks the MAC, this only bounds it. */
const PaymentReturnQuerySchema = z.object({
  orderKey: z.string().min(1).max(100),
  paymentStatus: z.string().min(1).max(20),
  paymentAmount: z.string().min(1).max(20),
  paymentCurrency: z.string().min(1).max(3),
  mac: z.string().min(1).max(128),
});
type PaymentReturnQuery = z.infer<typeof PaymentReturnQuerySchema>;

function readReturnQuery(params: URLSearchParams): PaymentReturnQuery | null {
  const query = PaymentReturnQuerySchema.safeParse(Object.fromEntries(params));
  return query.success ? query.data : null;
}

export type PaymentReturnData =
  | {
      status: 'failed';
      titles: LocalizedText | null;
      /** The booking the failure is about (an airline order that failed after payment). */
      reference: string | null;
      destination: FailureDestination;
      summaryPath: string;
    }
  | {
      status: 'waiting';
      attempt: number;
      /** The same return, one attempt later: where the page goes after `delayMs`. */
      retryPath: string;
      delayMs: number;
    };

type PaymentReturnMode = 'authorize' | 'waiting' | 'confirm';

/**
 * The visitor's language on a payment return: the gateway comes back to the unprefixed path whatever
 * it was, so an unprefixed return takes the language of the results the offer was chosen on.
 */
function readReturnLocale(request: Request, trip: BookingTrip | null): Locale {
  const pathname = new URL(request.url).pathname;
  if (stripLocalePrefix(pathname) !== pathname || !trip?.resultsUrl) return getRequestLocale(request);
  return getLocaleFromPath(new URL(trip.resultsUrl, request.url).pathname);
}

/** Booking references as the API issues them (My Journey's lookup takes up to 20 characters). */
const BookingReferenceSchema = z.string().regex(/^[A-Za-z0-9]{4,20}$/);

/**
 * Where a refused or cancelled payment goes to be paid again: the page of the cart's own product, as
 * the API named the cart it reopened (never the browser's word): a flight or a hotel room → its trip
 * summary (one page for both, by the cart's offer), bags added to a booking → that booking's add-bags
 * page, which keeps the owner's proof in its own cookie. Null for a product with no page here, or
 * values that do not read as ours: the caller then says what happened without sending anywhere.
 */
export function retryPathOf(
  cart: NonNullable<Problem['cart']> | null,
  failure: PaymentFailure,
  fallbackLocale: Locale,
): string | null {
  if (!cart) return null;
  const locale = isLocale(cart.locale) ? cart.locale : fallbackLocale;
  if (cart.productType === 'flight' || cart.productType === 'hotel') {
    const offerId = OfferIdSchema.safeParse(cart.offerId);
    return offerId.success ? getSummaryPath(offerId.data, locale, failure) : null;
  }
  if (cart.productType === 'bag-addition') {
    const reference = BookingReferenceSchema.safeParse(cart.bookingReference);
    if (!reference.success) return null;
    const query = new URLSearchParams({ reference: reference.data, payment: failure });
    return `${localizePath('/user/my-journey/add-bags', locale)}?${query.toString()}`;
  }
  return null;
}

/**
 * The payment's return, settled on the server with the gateway's signed query (card/success, which
 * books once per cart: a reload or a second arrival answers the same booking):
 * - booked: /booking/authorize and /booking/waiting go on to /booking/confirm with the same query;
 *   the confirmation ('confirm') answers the booking;
 * - refused or cancelled (402): back to the page of the cart's product (retryPathOf), which says so and
 *   lets the traveller pay again; a product with no page here: this page says what happened;
 * - the API unreachable or still ordering: /booking/waiting, which tries again after a while;
 * - anything else: what happened, and where to go from there.
 * No query at all is a confirmation opened without a payment before it: home (spec §2).
 */
async function settle<Booked>(
  request: Request,
  mode: PaymentReturnMode,
  onBooked: (booking: Booking, returnQuery: string, headers: Headers) => Booked,
) {
  const url = new URL(request.url);
  const query = readReturnQuery(url.searchParams);
  const trip = readBookingTrip(request);
  const locale = readReturnLocale(request, trip);
  const summaryPath = trip ? getSummaryPath(trip.offerId, locale) : localizePath('/booking/summary', locale);
  if (!query) {
    if (mode === 'confirm') throw redirect(localizePath('/', locale));
    return data<PaymentReturnData>({
      status: 'failed',
      titles: null,
      reference: null,
      destination: 'summary',
      summaryPath,
    });
  }
  const returnQuery = new URLSearchParams(query).toString();
  const visitor = createVisitorApi(request);
  const headers = visitor.headers;
  let booking: Booking;
  try {
    booking = await visitor.withAgentId((agentId) => confirmPayment(visitor.api, agentId, query));
  } catch (error) {
    if (isApiError(error) && error.status === 402) {
      const failure = error.code === 'PAYMENT_CANCELLED' ? 'cancelled' : 'declined';
      const retryPath = retryPathOf(error.cart, failure, locale);
      if (retryPath) throw redirect(retryPath, { headers });
      // No page for this cart: the API's words (declined or cancelled), and a link the traveller
      // may follow to their last trip summary, rather than a redirect to a product we cannot tell.
      return data<PaymentReturnData>(
        { status: 'failed', titles: error.titles, reference: null, destination: 'summary', summaryPath },
        { headers },
      );
    }
    if (isRetryableFailure(error)) {
      const attempt = mode === 'waiting' ? Math.max(1, Number(url.searchParams.get('attempt')) || 1) : 0;
      const waitingPath = (n: number) =>
        `${localizePath('/booking/waiting', locale)}?${returnQuery}&attempt=${n}`;
      if (mode !== 'waiting') throw redirect(waitingPath(1), { headers });
      return data<PaymentReturnData>(
        { status: 'waiting', attempt, retryPath: waitingPath(attempt + 1), delayMs: waitingDelayMs(attempt) },
        { headers },
      );
    }
    return data<PaymentReturnData>(
      {
        status: 'failed',
        titles: isApiError(error) ? error.titles : null,
        reference: isApiError(error) ? error.reference : null,
        destination: failureDestination(error),
        summaryPath,
      },
      { headers },
    );
  }
  return onBooked(booking, returnQuery, headers);
}

/**
 * /booking/authorize, /booking/cancel and /booking/waiting: booked → the confirmation, in the language
 * the visitor booked in (the gateway returns to the unprefixed /booking/authorize whatever it was).
 */
export function settlePaymentReturn(request: Request, mode: 'authorize' | 'waiting') {
  return settle(request, mode, (booking, returnQuery, headers): never => {
    const locale = isLocale(booking.locale)
      ? booking.locale
      : readReturnLocale(request, readBookingTrip(request));
    throw redirect(`${localizePath('/booking/confirm', locale)}?${returnQuery}`, { headers });
  });
}

/** /booking/confirm: the booking of the payment its query names. */
export function loadConfirmation(request: Request) {
  return settle(request, 'confirm', (booking, _returnQuery, headers) => data({ booking }, { headers }));
}
