import type { Booking } from '@travel/contract/bookings';
import {
  buildCancellationNumber,
  type CancellationStatus,
  canMoveCancellation,
  type FareRules,
  fareBaseShare,
  quoteRefund,
} from '@travel/domain/cancellation';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/client.ts';
import {
  type CancellationQuoteRecord,
  cancellationRequests,
} from '../platform/db/schema/cancellation-requests.ts';
import type { Ids } from '../platform/ids.ts';
import { createOutboxRepository } from '../platform/outbox/outbox.repository.ts';
import { renderCancellationMail } from './booking-cancellation.mail.ts';
import { createBookingSessionRepository } from './booking-session.repository.ts';
import type { BookingsService } from './bookings.service.ts';

export type CancellationRow = typeof cancellationRequests.$inferSelect;

/** The request as the traveller and the operator see it. */
export function viewCancellation(row: CancellationRow) {
  return {
    number: row.number,
    status: row.status,
    quote: row.quote,
    timeline: row.timeline,
    createdAt: row.createdAt.toISOString(),
  };
}
export type CancellationView = ReturnType<typeof viewCancellation>;

/** What the fare rules read of a flight line's snapshot (the offer as priced), without importing flights. */
type OfferRulesSnapshot = {
  offer?: {
    pricingOptions?: { refundableFare?: boolean; noPenaltyFare?: boolean };
    price: { base?: string; total: string };
  };
};

/**
 * The fare's rules as the booked offer states them: a flight's `pricingOptions` and its price's base
 * share. A hotel stay's rules are not kept in a form these rules read, so it quotes as non-refundable
 * with an unknown base (nothing), and an operator decides.
 */
function fareRulesOf(productType: string, snapshot: unknown): FareRules {
  if (productType !== 'flight') return { refundable: false, noPenalty: false, baseShare: null };
  const offer = (snapshot as OfferRulesSnapshot | undefined)?.offer;
  return {
    refundable: offer?.pricingOptions?.refundableFare === true,
    noPenalty: offer?.pricingOptions?.noPenaltyFare === true,
    baseShare: offer ? fareBaseShare(offer.price) : null,
  };
}

export interface BookingCancellationDeps {
  db: Database;
  bookings: Pick<BookingsService, 'lookup'>;
  clock: Clock;
  ids: Ids;
  webOrigin: string;
}

/**
 * Cancellation requests (issue 17): quoted by the fare's rules before the traveller confirms, made
 * once per booking while open (a replay answers the open one), e-mailed on creation and on each
 * status change an operator makes.
 */
export function createBookingCancellation(deps: BookingCancellationDeps) {
  const sessions = createBookingSessionRepository(deps.db);

  /** The booking's stored row: its id and session (the wire booking's id is optional). */
  async function rowOf(booking: Booking) {
    const row = await deps.db.query.bookings.findFirst({
      where: (b, { eq: is }) => is(b.reference, booking.referenceId),
    });
    if (!row) throw new AppError('BOOKING_NOT_FOUND');
    return row;
  }

  async function quoteFor(booking: Booking, sessionId: string): Promise<CancellationQuoteRecord> {
    const session = await sessions.findById(sessionId);
    const rules = fareRulesOf(booking.productType ?? 'flight', session?.line.snapshot);
    const lines = (side: 'display' | 'usd') => {
      const amounts = booking.amounts[side];
      const quote = quoteRefund(rules, {
        offer: amounts.offer.amount,
        bags: amounts.bags.amount,
        fees: amounts.fees.amount,
      });
      return { quote, currency: amounts.total.currency };
    };
    const display = lines('display');
    const usd = lines('usd');
    const strip = ({ quote, currency }: typeof display) => ({
      currency,
      refund: quote.refund,
      penalty: quote.penalty,
      kept: quote.kept,
    });
    return { basis: display.quote.basis, display: strip(display), usd: strip(usd) };
  }

  async function latestFor(bookingId: string): Promise<CancellationRow | undefined> {
    const [row] = await deps.db
      .select()
      .from(cancellationRequests)
      .where(eq(cancellationRequests.bookingId, bookingId))
      .orderBy(desc(cancellationRequests.createdAt))
      .limit(1);
    return row;
  }

  async function enqueueMail(db: Database, booking: Booking, row: CancellationRow, now: Date) {
    await createOutboxRepository(db).enqueue({
      kind: 'booking-cancellation',
      dedupeKey: `booking-cancellation:${row.id}:${row.status}`,
      recipient: booking.contact.email,
      locale: booking.locale,
      message: await renderCancellationMail({
        locale: booking.locale,
        reference: booking.referenceId,
        request: viewCancellation(row),
        chargedCurrency: booking.charged.currency,
        webOrigin: deps.webOrigin,
      }),
      nextAttemptAt: now,
      createdAt: now,
    });
  }

  return {
    /** What cancelling would give back, and the booking's latest request (open or closed) if any. */
    async view(referenceId: string, email: string) {
      const booking = await deps.bookings.lookup(referenceId, email);
      const row = await rowOf(booking);
      const latest = await latestFor(row.id);
      return {
        quote: await quoteFor(booking, row.sessionId),
        request: latest ? viewCancellation(latest) : null,
      };
    },

    /**
     * Makes the request, quoted now, and queues its e-mail in the same transaction. The open request
     * already there (a double submit, a replay) is answered instead of a second one.
     */
    async request(
      referenceId: string,
      email: string,
    ): Promise<{ created: boolean; request: CancellationView }> {
      const booking = await deps.bookings.lookup(referenceId, email);
      if (booking.status !== 'ordered') throw new AppError('BOOKING_NOT_CONFIRMED');
      const bookingRow = await rowOf(booking);
      const quote = await quoteFor(booking, bookingRow.sessionId);
      const open = async () =>
        (
          await deps.db
            .select()
            .from(cancellationRequests)
            .where(
              and(
                eq(cancellationRequests.bookingId, bookingRow.id),
                inArray(cancellationRequests.status, ['received', 'in_review']),
              ),
            )
        )[0];
      // The open one, or a refunded one (the booking is cancelled): answered, not made again. Only a
      // rejected request leaves room for a new one.
      const latest = await latestFor(bookingRow.id);
      if (latest && latest.status !== 'rejected')
        return { created: false, request: viewCancellation(latest) };
      const now = deps.clock.now();
      const created = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [row] = await db
          .insert(cancellationRequests)
          .values({
            number: buildCancellationNumber(deps.ids.bytes(8)),
            bookingId: bookingRow.id,
            status: 'received',
            quote,
            timeline: [{ status: 'received', at: now.toISOString() }],
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning();
        if (row) await enqueueMail(db, booking, row, now);
        return row;
      });
      if (created) return { created: true, request: viewCancellation(created) };
      // A concurrent submit made it between our look and our insert: answer that one.
      const raced = await open();
      if (!raced) throw new AppError('PAYMENT_IN_PROGRESS');
      return { created: false, request: viewCancellation(raced) };
    },

    /** The operator moves a request on (received → in_review → refunded | rejected); each move is e-mailed. */
    async move(number: string, to: CancellationStatus): Promise<CancellationView> {
      return deps.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const [row] = await db
          .select()
          .from(cancellationRequests)
          .where(eq(cancellationRequests.number, number))
          .for('update');
        if (!row) throw new AppError('CANCELLATION_NOT_FOUND');
        if (!canMoveCancellation(row.status, to)) throw new AppError('CANCELLATION_STATUS_CONFLICT');
        const now = deps.clock.now();
        const [moved] = await db
          .update(cancellationRequests)
          .set({
            status: to,
            timeline: [...row.timeline, { status: to, at: now.toISOString() }],
            updatedAt: now,
          })
          .where(eq(cancellationRequests.id, row.id))
          .returning();
        if (!moved) throw new AppError('CANCELLATION_NOT_FOUND');
        const bookingRow = await db.query.bookings.findFirst({
          where: (b, { eq: is }) => is(b.id, row.bookingId),
        });
        if (bookingRow) {
          const booking: Booking = { ...bookingRow.details, status: bookingRow.status };
          await enqueueMail(db, booking, moved, now);
        }
        return viewCancellation(moved);
      });
    },
  };
}
export type BookingCancellation = ReturnType<typeof createBookingCancellation>;
