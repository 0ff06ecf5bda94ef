import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { flightOrders } from '../platform/db/schema/flight-orders.ts';

export type FlightOrderRow = typeof flightOrders.$inferSelect;

export function createFlightOrdersRepository(db: Database) {
  return {
    async findBySession(sessionId: string): Promise<FlightOrderRow | undefined> {
      const [row] = await db.select().from(flightOrders).where(eq(flightOrders.sessionId, sessionId));
      return row;
    },

    /** Inserts unless the session already has an order (or the reference is taken): the row or undefined. */
    async insertIfAbsent(row: typeof flightOrders.$inferInsert): Promise<FlightOrderRow | undefined> {
      const [created] = await db.insert(flightOrders).values(row).onConflictDoNothing().returning();
      return created;
    },
  };
}
export type FlightOrdersRepository = ReturnType<typeof createFlightOrdersRepository>;
