import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { preparedOnUse } from '../platform/db/prepared-on-use.ts';
import { rowAsSelectList } from '../platform/db/row-as-select-list.ts';
import { bookings } from '../platform/db/schema/bookings.ts';
import { outbox } from '../platform/db/schema/outbox.ts';
import type { OutboxInsert } from '../platform/outbox/outbox.repository.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingStatus = BookingRow['status'];

export function createBookingsRepository(db: Database) {
  // Read by every payment return: prepared once (platform/README.md).
  const byCartId = preparedOnUse(() =>
    db
      .select()
      .from(bookings)
      .where(eq(bookings.cartId, sql.placeholder('cartId')))
      .prepare('booking_by_cart'),
  );
  return {
    /**
     * INSERT ... ON CONFLICT DO NOTHING: the unique cart_id makes a second booking for one payment
     * impossible, whatever the isolation level. Undefined when nothing was inserted (the cart is
     * booked already, or, rarely, the reference is taken).
     */
    async insertIfAbsent(row: typeof bookings.$inferInsert): Promise<BookingRow | undefined> {
      const [created] = await db.insert(bookings).values(row).onConflictDoNothing().returning();
      return created;
    },

    async findByCartId(cartId: string): Promise<BookingRow | undefined> {
      const [row] = await byCartId().execute({ cartId });
      return row;
    },

    async findById(id: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row;
    },

    /**
     * Claims a paid booking for its supplier order (paid → ordering), or takes over an `ordering`
     * claim older than `staleBefore` (its process died). Exactly one caller gets the row.
     */
    async claimOrdering(id: string, now: Date, staleBefore: Date): Promise<BookingRow | undefined> {
      const [row] = await db
        .update(bookings)
        .set({ status: 'ordering', updatedAt: now })
        .where(
          and(
            eq(bookings.id, id),
            or(
              eq(bookings.status, 'paid'),
              and(eq(bookings.status, 'ordering'), lt(bookings.updatedAt, staleBefore)),
            ),
          ),
        )
        .returning();
      return row;
    },

    /**
     * ordering → ordered | order_failed, and the mail that says so queued, in one statement (one
     * round trip, atomic without a transaction): the mail is queued only when the booking changed.
     * Undefined when the booking was not being ordered.
     */
    async finishOrdering(
      id: string,
      changes:
        | { status: 'ordered'; supplierOrderId: string; details: BookingRow['details'] }
        | { status: 'order_failed'; failureCode: string },
      now: Date,
      mail: OutboxInsert,
    ): Promise<BookingRow | undefined> {
      const done = db.$with('done').as(
        db
          .update(bookings)
          .set({ ...changes, updatedAt: now })
          .where(and(eq(bookings.id, id), inArray(bookings.status, ['ordering'])))
          .returning(),
      );
      const queued = db.$with('queued').as(
        db
          .insert(outbox)
          .select(sql`select ${rowAsSelectList(outbox, mail)} from ${done}`)
          .onConflictDoNothing({ target: outbox.dedupeKey }),
      );
      const [row] = await db.with(done, queued).select().from(done);
      return row;
    },

    async findBySession(sessionId: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(bookings).where(eq(bookings.sessionId, sessionId)).limit(1);
      return row;
    },

    /** One query for reference and e-mail together: a wrong one of either looks the same. */
    async findByReferenceAndEmail(reference: string, email: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.reference, reference), eq(bookings.email, sql`lower(${email})`)));
      return row;
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
