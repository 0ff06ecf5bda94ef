import { sql } from 'drizzle-orm';
import { bigint, char, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingSessions } from './booking-sessions.ts';

/**
 * Flight orders recorded for the built-in supplier (or mirrored from a real one): the spec §3 order
 * with its template (DELAY_TO_CANCEL 6D, IMMEDIATE, queue 80 category 0). One per booking session.
 */
export const flightOrders = pgTable('flight_orders', {
  id: text('id').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .unique()
    .references(() => bookingSessions.id),
  supplier: text('supplier').notNull(),
  /** PNR-like record locator. */
  reference: char('reference', { length: 6 }).notNull().unique(),
  order: jsonb('order').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Confirmed bookings. `cart_id` is unique: one booking per payment, whatever the number of success
 * calls. Found again by `reference` plus `email` (lower case).
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
    status: text('status', { enum: ['confirmed'] }).notNull(),
    email: text('email').notNull(),
    locale: text('locale', { enum: ['es', 'en'] }).notNull(),
    flightOrderId: text('flight_order_id').references(() => flightOrders.id),
    totalUsd: bigint('total_usd', { mode: 'number' }).notNull(),
    totalDisplay: bigint('total_display', { mode: 'number' }).notNull(),
    displayCurrency: char('display_currency', { length: 3 }).notNull(),
    /** The booking as answered to the visitor (passengers, contact, billing, itinerary, bags, amounts). */
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('bookings_session_idx').on(table.sessionId)],
);
