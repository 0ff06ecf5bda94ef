import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { hotelOrders } from '../platform/db/schema/hotel-orders.ts';

export type HotelOrderRow = typeof hotelOrders.$inferSelect;

export function createHotelOrdersRepository(db: Database) {
  return {
    async findBySession(sessionId: string): Promise<HotelOrderRow | undefined> {
      const [row] = await db.select().from(hotelOrders).where(eq(hotelOrders.sessionId, sessionId));
      return row;
    },

    /** Inserts unless the session already has an order: the row, or undefined when another call won. */
    async insertIfAbsent(row: typeof hotelOrders.$inferInsert): Promise<HotelOrderRow | undefined> {
      const [created] = await db.insert(hotelOrders).values(row).onConflictDoNothing().returning();
      return created;
    },
  };
}
export type HotelOrdersRepository = ReturnType<typeof createHotelOrdersRepository>;
