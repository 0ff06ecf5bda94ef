import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { sandboxOrders } from '../../../platform/db/schema/payments.ts';

export type SandboxLocalOrderRow = typeof sandboxOrders.$inferSelect;

/** The sandbox gateway's orders for local methods (Pix, vouchers, PSE), in its own orders table. */
export function createSandboxLocalOrdersRepository(db: Database) {
  return {
    async insert(row: typeof sandboxOrders.$inferInsert): Promise<void> {
      await db.insert(sandboxOrders).values(row);
    },

    async find(orderKey: string): Promise<SandboxLocalOrderRow | undefined> {
      const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.orderKey, orderKey));
      return row;
    },

    /**
     * The money arrived (or the bank said yes/no): a pending order not past its deadline is decided
     * once. Answers the row only to the caller that decided it.
     */
    async decide(
      orderKey: string,
      status: 'AUTHORISED' | 'REFUSED',
      now: Date,
      reference?: string,
    ): Promise<SandboxLocalOrderRow | undefined> {
      const [row] = await db
        .update(sandboxOrders)
        .set({ status, decidedAt: now, ...(reference ? { reference } : {}) })
        .where(
          and(
            eq(sandboxOrders.orderKey, orderKey),
            eq(sandboxOrders.status, 'pending'),
            gt(sandboxOrders.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** The bank the traveller chose on the PSE page while the bank has not answered yet. */
    async setReference(orderKey: string, reference: string): Promise<void> {
      await db
        .update(sandboxOrders)
        .set({ reference })
        .where(and(eq(sandboxOrders.orderKey, orderKey), eq(sandboxOrders.status, 'pending')));
    },
  };
}
export type SandboxLocalOrdersRepository = ReturnType<typeof createSandboxLocalOrdersRepository>;
