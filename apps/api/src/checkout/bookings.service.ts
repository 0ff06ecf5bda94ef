import { setTimeout as sleepFor } from 'node:timers/promises';
import type { Booking } from '@travel/contract/bookings';
import { BookingReferenceSchema, buildBookingReference } from '@travel/domain/payment';
import { AppError } from '../errors.ts';
import type { GatewayOrder, PaymentGateway } from '../payments/payment-gateway.port.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/client.ts';
import type { Ids } from '../platform/ids.ts';
import type { MailMessage } from '../platform/outbox/mailer.port.ts';
import { pickBillingAddress } from './billing-address.ts';
import type { AirportTimeZones } from './booking-calendar.ts';
import { renderBookingConfirmation } from './booking-confirmation.mail.ts';
import { type BookingMailTemplate, bookingMailToRender } from './booking-mails.ts';
import { createBookingSessionRepository } from './booking-session.repository.ts';
import { type BookingSession, readSession, toBookedLine } from './booking-session.service.ts';
import { type BookingRow, type BookingsRepository, createBookingsRepository } from './bookings.repository.ts';
import { createPaymentAttemptsRepository, type PaymentAttemptRow } from './payment-attempts.repository.ts';
import type {
  LineBookingView,
  LineDescription,
  ProductLine,
  ProductLines,
  SupplierOrderRef,
} from './product-line.ts';
import { findProductLine } from './product-lines.ts';
import { computeSessionTotals } from './session-totals.ts';

export interface BookingsServiceDeps {
  db: Database;
  lines: ProductLines;
  gateway: Pick<PaymentGateway, 'voidAuthorisation'>;
  clock: Clock;
  ids: Ids;
  /** Where the web app lives: the e-mail links to My Journey there. */
  webOrigin: string;
  /**
   * The airports' zones (the airports table, as the calendar reads them): recorded on each segment
   * when the booking is ordered, and added on reading to a booking ordered before they were, so the
   * e-mail and the pages count check-in in real hours. Without it the segments carry none and
   * check-in is counted on the wall clock.
   */
  timeZonesOf?: (codes: string[]) => Promise<AirportTimeZones>;
  /** How long a call waits for another call's supplier order before answering PAYMENT_IN_PROGRESS. */
  orderWaitMs?: number;
  /** An `ordering` claim older than this was left by a process that died: it may be taken over. */
  orderingLeaseMs?: number;
  /** Waits between looks at a booking another call is ordering (timers by default). */
  sleep?: (ms: number) => Promise<void>;
}

/** Longer than the supplier's 30 s deadline, so a live claim is never taken over. */
export const ORDERING_LEASE_MS = 60_000;

/**
 * The booking as answered and stored: checkout's part (reference, contact, billing, amounts, payment)
 * built from the server's session, never from the request, and the product's part from its line.
 */
export function buildBooking(input: {
  id: string;
  reference: string;
  createdAt: Date;
  session: BookingSession;
  payment: PaymentAttemptRow;
  view: LineBookingView;
  /** The card the gateway took, when it was typed on its hosted page rather than tokenized in ours. */
  gatewayCard?: GatewayOrder['card'];
}): Booking {
  const { session, payment } = input;
  const customer = session.customer;
  const billing = session.billing;
  const card = session.card ?? input.gatewayCard;
  // Pix, vouchers and PSE are paid without a card (decision 017).
  if (!customer || !billing || (!card && payment.method === 'card')) {
    throw new Error('an incomplete session cannot be booked');
  }
  const totals = computeSessionTotals(session);
  return {
    id: input.id,
    referenceId: input.reference,
    status: 'paid',
    createdAt: input.createdAt.toISOString(),
    locale: session.locale,
    contact: { email: customer.email, phone: customer.phone },
    ...input.view,
    billingInformation: pickBillingAddress(billing),
    amounts: totals,
    totalPaid: totals.display.total,
    charged: { amount: payment.amount, currency: payment.currency },
    paymentMethod: payment.method,
    ...(payment.instalments ? { instalmentPlan: payment.instalments } : {}),
    paymentInformation: {
      transactions: [
        {
          type: 'order',
          cartId: payment.cartId,
          status: 'AUTHORISED',
          amount: { amount: payment.amount, currency: payment.currency },
        },
        {
          type: 'payment',
          ...(payment.transactionId ? { transactionId: payment.transactionId } : {}),
          status: 'AUTHORISED',
          amount: { amount: payment.amount, currency: payment.currency },
          ...(card && payment.method === 'card'
            ? { card: { brand: card.brand, lastFour: card.lastFour } }
            : {}),
        },
      ],
    },
  };
}

/** The stored booking with its current state (the details are written once, at payment). */
function asBooking(row: BookingRow): Booking {
  return { ...row.details, status: row.status, ...(row.failureCode ? { failureCode: row.failureCode } : {}) };
}

type BookingMail = (
  booking: Booking,
  line: LineDescription,
  options: { webOrigin: string; now: Date },
) => Promise<Omit<MailMessage, 'to'>>;

/**
 * A paid booking's life (ARCHITECTURE §5): recorded `paid` with its payment, claimed `ordering` by one
 * caller, the supplier order created through the product line outside any transaction, then
 * `ordered` or `order_failed` with the e-mail that says so. Also My Journey's lookup.
 */
export function createBookingsService(deps: BookingsServiceDeps) {
  const orderWaitMs = deps.orderWaitMs ?? 10_000;
  const leaseMs = deps.orderingLeaseMs ?? ORDERING_LEASE_MS;
  const sleep = deps.sleep ?? ((ms: number) => sleepFor(ms));
  const payments = createPaymentAttemptsRepository(deps.db);
  const sessions = createBookingSessionRepository(deps.db);
  const bookings = createBookingsRepository(deps.db);
  const lineOf = (session: BookingSession): ProductLine => findProductLine(deps.lines, session.productType);

  /**
   * The booking's segments with their departure airport's zone, where the airports table knows it:
   * recorded when the booking is ordered, and added when a booking ordered before zones were recorded
   * is read, so its check-in (the e-mail sent again, My Journey) and its receipt's date are counted on
   * the airport's clock as a new booking's are. A zone already recorded is kept.
   */
  async function withDepartureZones(booking: Booking): Promise<Booking> {
    const codes = booking.itinerary.flatMap((journey) =>
      journey.segments.filter((segment) => !segment.departureTimeZone).map((segment) => segment.from),
    );
    if (!deps.timeZonesOf || codes.length === 0) return booking;
    const zones = await deps.timeZonesOf([...new Set(codes)]);
    return {
      ...booking,
      itinerary: booking.itinerary.map((journey) => ({
        ...journey,
        segments: journey.segments.map((segment) => {
          const zone = segment.departureTimeZone ?? zones.get(segment.from);
          return zone ? { ...segment, departureTimeZone: zone } : segment;
        }),
      })),
    };
  }

  async function loadSession(id: string): Promise<BookingSession> {
    const row = await sessions.findById(id);
    if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
    return readSession(row);
  }

  /**
   * Records the paid booking (status `paid`) in one short transaction: the cart is claimed, the
   * session booked by that cart and the booking inserted, or nothing. No supplier call in here.
   */
  async function recordPaid(
    payment: PaymentAttemptRow,
    session: BookingSession,
    gatewayCard: GatewayOrder['card'] = null,
  ): Promise<BookingRow> {
    const view = lineOf(session).bookingView(toBookedLine(session), null);
    return deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const txBookings = createBookingsRepository(db);
      const txPayments = createPaymentAttemptsRepository(db);
      const now = deps.clock.now();
      if (!(await txPayments.claimAuthorised(payment.cartId, now))) {
        const concurrent = await txBookings.findByCartId(payment.cartId);
        if (concurrent) return concurrent;
        const current = await txPayments.findByCartId(payment.cartId);
        throw new AppError(current?.status === 'voided' ? 'PAYMENT_SUPERSEDED' : 'PAYMENT_IN_PROGRESS');
      }
      if (!(await createBookingSessionRepository(db).markBooked(session.id, payment.cartId))) {
        throw new AppError('BOOKING_ALREADY_PAID');
      }
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const id = deps.ids.uuid();
        const reference = buildBookingReference(deps.ids.bytes(6));
        const details = buildBooking({ id, reference, createdAt: now, session, payment, view, gatewayCard });
        const created = await txBookings.insertIfAbsent({
          id,
          reference,
          cartId: payment.cartId,
          sessionId: session.id,
          agentId: session.agentId,
          status: 'paid',
          email: details.contact.email.toLowerCase(),
          locale: session.locale,
          // The booking's USD value, also when a local method charged another currency.
          totalUsd: details.amounts.usd.total.amount,
          totalDisplay: details.totalPaid.amount,
          displayCurrency: details.totalPaid.currency,
          details,
          createdAt: now,
          updatedAt: now,
        });
        if (created) return created;
        // The reference is taken (the cart cannot be: it was claimed above): draw again.
      }
      throw new Error('could not pick a free booking reference');
    });
  }

  /**
   * Ends an `ordering` booking (ordered or order_failed) and queues the e-mail that tells the
   * traveller, in one statement. Undefined when the booking was not being ordered any more. The
   * mail is queued as a template (the booking and its line) and rendered by the outbox worker, so
   * neither the request nor the booking's row lock waits for MJML.
   */
  async function finishOrdering(
    claimed: BookingRow,
    changes: Parameters<BookingsRepository['finishOrdering']>[1],
    mail: { template: BookingMailTemplate; productType: string; line: LineDescription },
  ): Promise<Booking | undefined> {
    const now = deps.clock.now();
    // The booking as it will read once changed: what the mail is made from.
    const booking = asBooking({ ...claimed, ...changes });
    const done = await bookings.finishOrdering(claimed.id, changes, now, {
      kind: mail.template,
      dedupeKey: `${mail.template}:${claimed.id}`,
      recipient: booking.contact.email,
      locale: booking.locale,
      message: bookingMailToRender(mail.template, {
        productType: mail.productType,
        booking,
        line: mail.line,
      }),
      nextAttemptAt: now,
      createdAt: now,
    });
    return done ? asBooking(done) : undefined;
  }

  /**
   * Creates the supplier order of a claimed booking through its product line, outside any
   * transaction. Success: `ordered` and the confirmation e-mail. Failure: the authorisation is voided,
   * `order_failed`, and the traveller is told that nothing was charged (BOOKING_ORDER_FAILED with the
   * reference).
   */
  async function order(claimed: BookingRow, known?: BookingSession): Promise<Booking> {
    const session = known ?? (await loadSession(claimed.sessionId));
    const product = lineOf(session);
    const booked = toBookedLine(session);
    let supplierOrder: SupplierOrderRef;
    try {
      supplierOrder = await product.createOrder(booked, { idempotencyKey: claimed.cartId });
    } catch (error) {
      const failureCode = error instanceof AppError ? error.code : 'SUPPLIER_UNAVAILABLE';
      await deps.gateway.voidAuthorisation(claimed.cartId);
      await payments.markVoided(claimed.cartId, deps.clock.now());
      await finishOrdering(
        claimed,
        { status: 'order_failed', failureCode },
        {
          template: 'booking-order-failed',
          productType: product.productType,
          line: product.describe(booked, { locale: claimed.locale, order: null }),
        },
      );
      throw new AppError('BOOKING_ORDER_FAILED', {
        reference: claimed.reference,
        detail: `supplier order failed: ${failureCode}`,
        cause: error,
      });
    }
    const details = await withDepartureZones({
      ...claimed.details,
      ...product.bookingView(booked, supplierOrder),
    });
    const booking = await finishOrdering(
      claimed,
      { status: 'ordered', supplierOrderId: supplierOrder.id, details },
      {
        template: 'booking-confirmation',
        productType: product.productType,
        line: product.describe(booked, { locale: claimed.locale, order: supplierOrder }),
      },
    );
    if (!booking) throw new AppError('PAYMENT_IN_PROGRESS');
    return booking;
  }

  /**
   * Takes a paid booking to its end state: this call orders it if nobody else is, otherwise waits a
   * little for the call that is. Every caller answers the same booking, or the same failure.
   */
  /** Orders this process is creating, by booking id: a duplicate return here awaits it, not the database. */
  const ordering = new Map<string, Promise<Booking>>();

  async function settle(row: BookingRow, session?: BookingSession): Promise<Booking> {
    // Counted in the time slept, not read from a clock: the business clock (a test's) may stand still.
    let waited = 0;
    let current: BookingRow | undefined = row;
    for (let attempt = 0; ; attempt += 1) {
      if (!current) throw new AppError('BOOKING_NOT_FOUND');
      if (current.status === 'ordered') return asBooking(current);
      if (current.status === 'order_failed') {
        throw new AppError('BOOKING_ORDER_FAILED', { reference: current.reference });
      }
      const now = deps.clock.now();
      const staleBefore = new Date(now.getTime() - leaseMs);
      if (current.status === 'paid' || current.updatedAt < staleBefore) {
        const claimed = await bookings.claimOrdering(current.id, now, staleBefore);
        if (claimed) {
          const ordered = order(claimed, session).finally(() => ordering.delete(claimed.id));
          ordering.set(claimed.id, ordered);
          return ordered;
        }
      }
      const inProcess = ordering.get(current.id);
      if (inProcess) {
        // Its outcome is this call's too; should it fail otherwise, the row says what happened.
        const outcome = await inProcess.then(
          (booking) => booking,
          () => undefined,
        );
        if (outcome) return outcome;
        current = await bookings.findById(current.id);
        continue;
      }
      if (waited >= orderWaitMs) throw new AppError('PAYMENT_IN_PROGRESS');
      // The claimant usually finishes within tens of milliseconds: look often at first, then back off
      // so waiters do not crowd the database (one connection, with PGlite) during a slow supplier call.
      const pause = attempt < 10 ? 20 : 200;
      await sleep(pause);
      waited += pause;
      current = await bookings.findById(current.id);
    }
  }

  return {
    recordPaid,
    settle,
    findByCartId: (cartId: string) => bookings.findByCartId(cartId),

    /**
     * The visitor's paid booking for an offer, taken to its end state: what a product's own order
     * route answers from (POST /amadeus/flight/order/create). Without an authorised payment there is
     * no order (ORDER_REQUIRES_PAYMENT); a paid booking is ordered now.
     */
    async settleForSession(
      agentId: string,
      offerId: string,
    ): Promise<{ sessionId: string; booking: Booking }> {
      const row = await sessions.findLatest(agentId, offerId);
      if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
      const paid = await bookings.findBySession(row.id);
      if (!paid) throw new AppError('ORDER_REQUIRES_PAYMENT');
      return { sessionId: row.id, booking: await settle(paid) };
    },

    /**
     * The booking for its owner (reference and e-mail, as My Journey checks) with its line described
     * in the booking's language: what the calendar and the receipt are made from.
     */
    async findOwnedWithLine(
      referenceId: string,
      email: string,
    ): Promise<{ booking: Booking; line: LineDescription; renderConfirmation: BookingMail }> {
      const reference = BookingReferenceSchema.safeParse(referenceId);
      const row = reference.success
        ? await bookings.findByReferenceAndEmail(reference.data, email.trim())
        : undefined;
      if (!row) throw new AppError('BOOKING_NOT_FOUND');
      const booking = await withDepartureZones(asBooking(row));
      const session = await loadSession(row.sessionId);
      const order: SupplierOrderRef | null = row.supplierOrderId
        ? {
            id: row.supplierOrderId,
            reference: booking.flightOrder?.reference ?? booking.hotel?.confirmationNumber ?? '',
          }
        : null;
      const product = lineOf(session);
      const line = product.describe(toBookedLine(session), { locale: row.locale, order });
      // The line's own confirmation when it has one (bags added to a booking), as when it was ordered.
      return { booking, line, renderConfirmation: product.renderConfirmation ?? renderBookingConfirmation };
    },

    /** My Journey: the booking for a reference and its e-mail; the same 404 for a wrong either. */
    async lookup(referenceId: string, email: string): Promise<Booking> {
      const reference = BookingReferenceSchema.safeParse(referenceId);
      const row = reference.success
        ? await bookings.findByReferenceAndEmail(reference.data, email.trim())
        : undefined;
      if (!row) throw new AppError('BOOKING_NOT_FOUND');
      return withDepartureZones(asBooking(row));
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
