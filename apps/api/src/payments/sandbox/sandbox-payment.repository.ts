import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { preparedOnUse } from '../../platform/db/prepared-on-use.ts';
import { rowAsSelectList } from '../../platform/db/row-as-select-list.ts';
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
     * Opens an order on a tokenized card in one statement: inserted only while the token lives
     * (false when it expired or never existed).
     */
    async insertOrderOnLiveToken(
      row: typeof sandboxOrders.$inferInsert & { tokenKey: string },
      now: Date,
    ): Promise<boolean> {
      const inserted = await db
        .insert(sandboxOrders)
        .select(
          sql`select ${rowAsSelectList(sandboxOrders, row)} from ${paymentTokens} where ${and(
            eq(paymentTokens.tokenKey, row.tokenKey),
            gt(paymentTokens.expiresAt, now),
          )}`,
        )
        .returning({ orderKey: sandboxOrders.orderKey });
      return inserted.length === 1;
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

    /**
     * Decides a pending order once, in one statement: a cancel is CANCELLED, Autorizar AUTHORISED on
     * a card the sandbox accepts and REFUSED otherwise (a decline card, or no card). Answers the row
     * only to the caller that decided it.
     */
    async decidePending(
      orderKey: string,
      action: 'authorise' | 'cancel',
      now: Date,
    ): Promise<SandboxOrderRow | undefined> {
      const accepted = sql`exists (select 1 from ${paymentTokens} where ${paymentTokens.tokenKey} = ${sandboxOrders.tokenKey} and not ${paymentTokens.decline})`;
      const [row] = await db
        .update(sandboxOrders)
        .set({
          status:
            action === 'cancel'
              ? 'CANCELLED'
              : sql`case when ${accepted} then 'AUTHORISED' else 'REFUSED' end`,
          decidedAt: now,
        })
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
