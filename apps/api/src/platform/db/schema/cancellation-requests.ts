import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

/** One step of a request's timeline: the status it reached and when. */
export interface CancellationStep {
  status: 'received' | 'in_review' | 'refunded' | 'rejected';
  at: string;
}

/** What the request was quoted at creation, in the booking's display currency and in USD. */
export interface CancellationQuoteRecord {
  basis: 'refundableFare' | 'taxesOnly' | 'nothing';
  display: { currency: string; refund: number; penalty: number; kept: number };
  usd: { currency: string; refund: number; penalty: number; kept: number };
}

/**
 * Travellers' cancellation requests (issue 17). At most one open request (received or in_review) per
 * booking, by a partial unique index, so a double submit or a replay finds the one already made.
 */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    number: text('number').notNull().unique(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    status: text('status', { enum: ['received', 'in_review', 'refunded', 'rejected'] }).notNull(),
    quote: jsonb('quote').$type<CancellationQuoteRecord>().notNull(),
    timeline: jsonb('timeline').$type<CancellationStep[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('cancellation_requests_open_idx')
      .on(table.bookingId)
      .where(sql`status in ('received', 'in_review')`),
    index('cancellation_requests_booking_idx').on(table.bookingId),
  ],
);
