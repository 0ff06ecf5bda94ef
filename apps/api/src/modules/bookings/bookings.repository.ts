import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';

export type BookingRow = typeof bookings.$inferSelect;

export function createBookingsRepository(db: Database) {
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
      const [row] = await db.select().from(bookings).where(eq(bookings.cartId, cartId));
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
