import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { preparedOnUse } from '../platform/db/prepared-on-use.ts';
import { consentRecords, visitors } from '../platform/db/schema/visitors.ts';

export function createVisitorRepository(db: Database) {
  // Written at every checkout's start: prepared once (platform/README.md), not built at each write.
  const sessionStart = preparedOnUse(() =>
    db
      .insert(visitors)
      .values({ agentId: sql.placeholder('agentId'), countryCode: sql.placeholder('countryCode') })
      .onConflictDoUpdate({
        target: visitors.agentId,
        set: {
          sessionsStarted: sql`${visitors.sessionsStarted} + 1`,
          lastSeenAt: sql`now()`,
          countryCode: sql`coalesce(excluded.country_code, ${visitors.countryCode})`,
        },
      })
      .returning()
      .prepare('visitor_session_start'),
  );
  return {
    /** Records a session start: a new visitor, or one more session for a known one. */
    async recordSessionStart(agentId: string, countryCode: string | null) {
      const [row] = await sessionStart().execute({ agentId, countryCode });
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    /** Appends one cookie decision to the audit trail. */
    async recordConsent(record: typeof consentRecords.$inferInsert) {
      const [row] = await db.insert(consentRecords).values(record).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The decisions an agent made, newest first: what the audit asks for. */
    async consentHistory(agentId: string) {
      return db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.agentId, agentId))
        .orderBy(desc(consentRecords.recordedAt));
    },
  };
}
export type VisitorRepository = ReturnType<typeof createVisitorRepository>;
