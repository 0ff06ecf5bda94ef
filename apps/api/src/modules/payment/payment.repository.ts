import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';

export type PaymentRow = typeof payments.$inferSelect;

export function createPaymentRepository(db: Database) {
  return {
    async insert(row: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [created] = await db.insert(payments).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },

    async findByCartId(cartId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.cartId, cartId));
      return row;
    },

    /** Records the gateway's answer for a pending attempt (a refused or cancelled one stays on record). */
    async recordResult(
      cartId: string,
      status: 'authorised' | 'refused' | 'cancelled' | 'voided',
      now: Date,
    ): Promise<void> {
      await db
        .update(payments)
        .set({ status, attempts: sql`${payments.attempts} + 1`, updatedAt: now })
        .where(and(eq(payments.cartId, cartId), eq(payments.status, 'pending')));
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
