import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { preparedOnUse } from '../platform/db/prepared-on-use.ts';
import { rowAsSelectList } from '../platform/db/row-as-select-list.ts';
import { bookingSessions } from '../platform/db/schema/booking-sessions.ts';
import { bookings } from '../platform/db/schema/bookings.ts';
import { payments } from '../platform/db/schema/payments.ts';

export type PaymentAttemptRow = typeof payments.$inferSelect;
export type PaymentAttemptStatus = PaymentAttemptRow['status'];

/** The merchant's payment attempts (one per cartId) and their states. */
export function createPaymentAttemptsRepository(db: Database) {
  // Read by every payment return: prepared once (platform/README.md).
  const byCartId = preparedOnUse(() =>
    db
      .select()
      .from(payments)
      .where(eq(payments.cartId, sql.placeholder('cartId')))
      .prepare('payment_by_cart'),
  );
  // Every payment return reads both: one round trip.
  const withBookingByCartId = preparedOnUse(() =>
    db
      .select({ payment: payments, booking: bookings })
      .from(payments)
      .leftJoin(bookings, eq(bookings.cartId, payments.cartId))
      .where(eq(payments.cartId, sql.placeholder('cartId')))
      .prepare('payment_with_booking_by_cart'),
  );
  /** One conditional UPDATE: true only for the caller whose change took effect. */
  async function move(
    cartId: string,
    from: PaymentAttemptStatus[],
    to: PaymentAttemptStatus,
    now: Date,
  ): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ status: to, attempts: sql`${payments.attempts} + 1`, updatedAt: now })
      .where(and(eq(payments.cartId, cartId), inArray(payments.status, from)))
      .returning({ id: payments.id });
    return rows.length === 1;
  }

  return {
    /**
     * Records a new attempt and freezes its session on it, in one statement: only while the session
     * is open, still the content that was priced (`row.sessionVersion`) and frozen by `previousCartId`
     * (null: not frozen). Undefined, with nothing written, when anything moved meanwhile.
     */
    async insertLockingSession(
      row: typeof payments.$inferInsert & { sessionVersion: number },
      previousCartId: string | null,
    ): Promise<PaymentAttemptRow | undefined> {
      const locked = db.$with('locked').as(
        db
          .update(bookingSessions)
          .set({ lockedCartId: row.cartId, updatedAt: sql`now()` })
          .where(
            and(
              eq(bookingSessions.id, row.sessionId),
              eq(bookingSessions.status, 'open'),
              eq(bookingSessions.version, row.sessionVersion),
              previousCartId === null
                ? isNull(bookingSessions.lockedCartId)
                : eq(bookingSessions.lockedCartId, previousCartId),
            ),
          )
          .returning({ id: bookingSessions.id }),
      );
      const [created] = await db
        .with(locked)
        .insert(payments)
        .select(sql`select ${rowAsSelectList(payments, row)} from ${locked}`)
        .returning();
      return created;
    },

    async findByCartId(cartId: string): Promise<PaymentAttemptRow | undefined> {
      const [row] = await byCartId().execute({ cartId });
      return row;
    },

    /** The attempt and the booking made from it, if any. */
    async findWithBooking(cartId: string) {
      const [row] = await withBookingByCartId().execute({ cartId });
      return row;
    },

    /** Records the gateway's refusal or the visitor's cancel for a pending attempt (kept on record). */
    recordResult: (cartId: string, status: 'refused' | 'cancelled', now: Date) =>
      move(cartId, ['pending'], status, now),

    /**
     * card/success claims a pending cart for booking. Exactly one caller wins; an abandoned cart
     * (voided) can no longer be claimed, so abandoning and booking never both succeed.
     */
    claimAuthorised: (cartId: string, now: Date) =>
      move(cartId, ['pending', 'awaiting_payment'], 'authorised', now),

    /** The traveller abandoned the cart before it was booked: false when it was claimed meanwhile. */
    abandonPending: (cartId: string, now: Date) =>
      move(cartId, ['pending', 'awaiting_payment'], 'voided', now),

    /**
     * A local payment's deadline passed unpaid (or the bank refused it): the booking stops being held.
     * False when it was paid or abandoned meanwhile: paying and expiring never both win.
     */
    expireAwaiting: (cartId: string, status: 'expired' | 'refused', now: Date) =>
      move(cartId, ['awaiting_payment'], status, now),

    /** Test only: an awaited payment's deadline moved (the e2e lets a voucher expire without waiting). */
    async moveDeadline(cartId: string, expiresAt: Date): Promise<void> {
      await db
        .update(payments)
        .set({ expiresAt })
        .where(and(eq(payments.cartId, cartId), eq(payments.status, 'awaiting_payment')));
    },

    /** Awaited payments past their deadline, oldest first (the expiry sweep's work). */
    async findOverdue(now: Date, limit = 50): Promise<PaymentAttemptRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'awaiting_payment'), lte(payments.expiresAt, now)))
        .orderBy(payments.expiresAt)
        .limit(limit);
    },

    /** An authorisation that will not be captured (second payment, changed session, failed order). */
    markVoided: (cartId: string, now: Date) => move(cartId, ['pending', 'authorised'], 'voided', now),
  };
}
export type PaymentAttemptsRepository = ReturnType<typeof createPaymentAttemptsRepository>;
