import type { Booking } from '@travel/contract/bookings';
import { SITE_LOCALES } from '@travel/contract/locale';
import { sql } from 'drizzle-orm';
import { bigint, char, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingSessions } from './booking-sessions.ts';

/**
 * Paid bookings. `cart_id` is unique: one booking per payment, whatever the number of success calls.
 * Status: paid → ordering → ordered | order_failed (the supplier order runs after payment, outside any
 * transaction). Found again by `reference` plus `email` (lower case).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    reference: char('reference', { length: 6 }).notNull().unique(),
    cartId: text('cart_id').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => bookingSessions.id),
    agentId: text('agent_id').notNull(),
    status: text('status', { enum: ['paid', 'ordering', 'ordered', 'order_failed'] }).notNull(),
    /** Why the supplier order failed (a problem code), for My Journey and the people who run the site. */
    failureCode: text('failure_code'),
    email: text('email').notNull(),
    locale: text('locale', { enum: SITE_LOCALES }).notNull(),
    /**
     * The supplier's order for the line, once ordered (a flight: `flight_orders.id`). Generic: each
     * product keeps its own order record, so no foreign key.
     */
    supplierOrderId: text('supplier_order_id'),
    totalUsd: bigint('total_usd', { mode: 'number' }).notNull(),
    totalDisplay: bigint('total_display', { mode: 'number' }).notNull(),
    displayCurrency: char('display_currency', { length: 3 }).notNull(),
    /** The booking as answered to the visitor (passengers, contact, billing, itinerary, bags, amounts). */
    details: jsonb('details').$type<Booking>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the status last changed: an `ordering` claim older than the supplier timeout may be retried. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bookings_session_idx').on(table.sessionId)],
);
