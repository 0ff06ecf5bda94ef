import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { preparedOnUse } from '../../platform/db/prepared-on-use.ts';
import { payments, paymentTokens, sandboxOrders } from '../../platform/db/schema/payments.ts';

export type PaymentTokenRow = typeof paymentTokens.$inferSelect;
export type SandboxOrderRow = typeof sandboxOrders.$inferSelect;

/** The sandbox gateway's own tables: tokenized cards and hosted-page orders. */
export function createSandboxPaymentRepository(db: Database) {
  // Read at every payment step (the hosted page, its decision, the return's check): prepared once
  // (platform/README.md).
  const liveToken = preparedOnUse(() =>
    db
      .select()
      .from(paymentTokens)
      .where(
        and(
          eq(paymentTokens.tokenKey, sql.placeholder('tokenKey')),
          gt(paymentTokens.expiresAt, sql.placeholder('now')),
        ),
      )
      .prepare('sandbox_live_token'),
  );
  const orderByKey = preparedOnUse(() =>
    db
      .select({ order: sandboxOrders, card: paymentTokens, plan: payments.instalments })
      .from(sandboxOrders)
      .leftJoin(paymentTokens, eq(paymentTokens.tokenKey, sandboxOrders.tokenKey))
      .leftJoin(payments, eq(payments.cartId, sandboxOrders.orderKey))
      .where(eq(sandboxOrders.orderKey, sql.placeholder('orderKey')))
      .prepare('sandbox_order_by_key'),
  );
  return {
    async insertToken(row: typeof paymentTokens.$inferInsert): Promise<void> {
      await db.insert(paymentTokens).values(row);
    },

    async findLiveToken(tokenKey: string, now: Date): Promise<PaymentTokenRow | undefined> {
      // A placeholder is sent as it is given, not through the column's encoder: the instant as text.
      const [row] = await liveToken().execute({ tokenKey, now: now.toISOString() });
      return row;
    },

    async insertOrder(row: typeof sandboxOrders.$inferInsert): Promise<void> {
      await db.insert(sandboxOrders).values(row);
    },

    /**
     * The order, its card and the instalment plan the merchant recorded on the payment attempt. A
     * real gateway receives the plan with the order; the sandbox shares the merchant's database, so
     * it reads the attempt's stored plan rather than keep a copy (and never takes one from a URL).
     */
    async findOrder(orderKey: string) {
      const [row] = await orderByKey().execute({ orderKey });
      return row;
    },

    /** Gives an order opened without a card the card typed on the hosted page, once. */
    async attachCard(orderKey: string, tokenKey: string): Promise<void> {
      await db
        .update(sandboxOrders)
        .set({ tokenKey })
        .where(
          and(
            eq(sandboxOrders.orderKey, orderKey),
            eq(sandboxOrders.status, 'pending'),
            isNull(sandboxOrders.tokenKey),
          ),
        );
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

    /**
     * An order the merchant will not capture: undecided → CANCELLED (the page can no longer pay it),
     * AUTHORISED → VOIDED. One statement, so it cannot race the visitor's decision; a second call
     * changes nothing.
     */
    async releaseOrder(orderKey: string, now: Date): Promise<void> {
      await db
        .update(sandboxOrders)
        .set({
          status: sql`case when ${sandboxOrders.status} = 'pending' then 'CANCELLED' else 'VOIDED' end`,
          decidedAt: now,
        })
        .where(
          and(
            eq(sandboxOrders.orderKey, orderKey),
            sql`${sandboxOrders.status} in ('pending', 'AUTHORISED')`,
          ),
        );
    },
  };
}
export type SandboxPaymentRepository = ReturnType<typeof createSandboxPaymentRepository>;
