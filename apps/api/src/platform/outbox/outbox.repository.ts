import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/outbox.ts';
import type { RenderedMail } from './mail-renderers.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxInsert = typeof outbox.$inferInsert;

export function createOutboxRepository(db: Database) {
  return {
    /** Queues a mail once per `dedupeKey` (call it inside the transaction that caused it). */
    async enqueue(row: typeof outbox.$inferInsert): Promise<void> {
      await db.insert(outbox).values(row).onConflictDoNothing({ target: outbox.dedupeKey });
    },

    /**
     * Claims up to `limit` due mails for this worker: FOR UPDATE SKIP LOCKED, so replicas never take
     * the same row, and a lease (next_attempt_at moved to `leaseUntil`) so a crashed worker's rows
     * come due again instead of being lost.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
          .orderBy(asc(outbox.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(outbox)
          .set({ nextAttemptAt: leaseUntil })
          .where(
            inArray(
              outbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
      });
    },

    /** Sent: the message as it went out replaces a template the worker rendered. */
    async markSent(id: string, messageId: string, now: Date, message?: RenderedMail): Promise<void> {
      await db
        .update(outbox)
        .set({
          ...(message ? { message } : {}),
          status: 'sent',
          sentAt: now,
          messageId,
          attempts: sql`${outbox.attempts} + 1`,
          lastError: null,
        })
        .where(eq(outbox.id, id));
    },

    async markFailed(id: string, error: string, nextAttemptAt: Date): Promise<void> {
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 500), nextAttemptAt })
        .where(eq(outbox.id, id));
    },

    async findById(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row;
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
