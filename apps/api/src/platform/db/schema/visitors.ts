import { boolean, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Anonymous visitors, known only by the random first-party agentId their browser keeps. */
export const visitors = pgTable('visitors', {
  agentId: text('agent_id').primaryKey(),
  countryCode: varchar('country_code', { length: 2 }),
  sessionsStarted: integer('sessions_started').notNull().default(1),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every cookie decision a visitor made (ARCHITECTURE §6): the audit trail that proves consent (LGPD
 * art. 8 §2, GDPR art. 7(1)). Append-only; the newest row per agent is the decision in force, and the
 * browser's own cookie is what the pages obey. No foreign key: a decision may come before the visitor's
 * first session start (a page without JavaScript).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey(),
    agentId: text('agent_id').notNull(),
    performance: boolean('performance').notNull(),
    marketing: boolean('marketing').notNull(),
    /** accept_all, reject_all, choose or privacy_signal. */
    method: text('method').notNull(),
    policyVersion: text('policy_version').notNull(),
    privacySignal: boolean('privacy_signal').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('consent_records_agent_idx').on(table.agentId, table.recordedAt)],
);
