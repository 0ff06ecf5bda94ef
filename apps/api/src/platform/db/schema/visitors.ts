import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Anonymous visitors, known only by the random first-party agentId their browser keeps. */
export const visitors = pgTable('visitors', {
  agentId: text('agent_id').primaryKey(),
  countryCode: varchar('country_code', { length: 2 }),
  sessionsStarted: integer('sessions_started').notNull().default(1),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
