import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { bagAdditions } from '../platform/db/schema/bag-additions.ts';
import { bookings } from '../platform/db/schema/bookings.ts';
import { cancellationRequests } from '../platform/db/schema/cancellation-requests.ts';

export type BagAdditionRow = typeof bagAdditions.$inferSelect;

/** A cancellation that is asked for (received, in review) or done (refunded) closes the booking to additions. */
const CLOSING_CANCELLATIONS = ['received', 'in_review', 'refunded'] as const;

export function createBagAdditionsRepository(db: Database) {
  return {
    /** A booking's additions, first first, each with the addition's own booking row. */
    async listForBooking(originalBookingId: string) {
      return db
        .select({ addition: bagAdditions, booking: bookings })
        .from(bagAdditions)
        .innerJoin(bookings, eq(bookings.id, bagAdditions.bookingId))
        .where(eq(bagAdditions.originalBookingId, originalBookingId))
        .orderBy(asc(bagAdditions.sequence));
    },

    async findByCartId(cartId: string): Promise<BagAdditionRow | undefined> {
      const [row] = await db.select().from(bagAdditions).where(eq(bagAdditions.cartId, cartId));
      return row;
    },

    /**
     * INSERT ... ON CONFLICT DO NOTHING: the unique cart, addition booking and (booking, sequence)
     * keep a replayed payment or an addition priced on a stale state of the booking from adding twice.
     * Undefined when nothing was inserted.
     */
    async insertIfAbsent(row: typeof bagAdditions.$inferInsert): Promise<BagAdditionRow | undefined> {
      const [created] = await db.insert(bagAdditions).values(row).onConflictDoNothing().returning();
      return created;
    },

    /** Locks the booking's row until the transaction ends: additions to one booking go one at a time. */
    async lockBooking(bookingId: string): Promise<void> {
      await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
    },

    /** Whether the booking is cancelled or has a cancellation asked for. */
    async hasClosingCancellation(bookingId: string): Promise<boolean> {
      const rows = await db
        .select({ id: cancellationRequests.id })
        .from(cancellationRequests)
        .where(
          and(
            eq(cancellationRequests.bookingId, bookingId),
            inArray(cancellationRequests.status, [...CLOSING_CANCELLATIONS]),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type BagAdditionsRepository = ReturnType<typeof createBagAdditionsRepository>;
