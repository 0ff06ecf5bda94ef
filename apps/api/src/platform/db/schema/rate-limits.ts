import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit windows, one row per route and client, shared by every API replica. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
