import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentTokens, sandboxOrders } from '../../db/schema/payments.ts';

export type PaymentTokenRow = typeof paymentTokens.$inferSelect;
export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;

/** The sandbox gateway's own tables: tokenized cards and hosted-page orders. */
export function createSandboxPaymentRepository(db: Database) {
  return {
    async insertToken(row: typeof paymentTokens.$inferInsert): Promise<void> {
      await db.insert(paymentTokens).values(row);
    },

    async findLiveToken(tokenKey: string, now: Date): Promise<PaymentTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentTokens)
        .where(and(eq(paymentTokens.tokenKey, tokenKey), gt(paymentTokens.expiresAt, now)));
      return row;
    },

    async insertOrder(row: typeof sandboxOrders.$inferInsert): Promise<void> {
      await db.insert(sandboxOrders).values(row);
    },

    async findOrder(orderKey: string) {
      const [row] = await db
        .select({ order: sandboxOrders, card: paymentTokens })
        .from(sandboxOrders)
        .leftJoin(paymentTokens, eq(paymentTokens.tokenKey, sandboxOrders.tokenKey))
        .where(eq(sandboxOrders.orderKey, orderKey));
      return row;
    },

    /** Decides a pending order once; answers the row only to the caller that decided it. */
    async decideOrder(
      orderKey: string,
      status: 'AUTHORISED' | 'REFUSED' | 'CANCELLED',
      now: Date,
    ): Promise<SandboxOrderRow | undefined> {
      const [row] = await db
        .update(sandboxOrders)
        .set({ status, decidedAt: now })
        .where(and(eq(sandboxOrders.orderKey, orderKey), eq(sandboxOrders.status, 'pending')))
        .returning();
      return row;
    },

    /** An authorised order the merchant will not capture; a second call changes nothing. */
    async voidOrder(orderKey: string, now: Date): Promise<void> {
      await db
        .update(sandboxOrders)
        .set({ status: 'VOIDED', decidedAt: now })
        .where(and(eq(sandboxOrders.orderKey, orderKey), eq(sandboxOrders.status, 'AUTHORISED')));
    },
  };
}
export type SandboxPaymentRepository = ReturnType<typeof createSandboxPaymentRepository>;
