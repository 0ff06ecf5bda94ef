import type { FlightOrder } from '@travel/contract/flight-orders';
import { char, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingSessions } from './booking-sessions.ts';

/**
 * Flight orders recorded for the built-in supplier (or mirrored from a real one): the spec §3 order
 * with its template (DELAY_TO_CANCEL 6D, IMMEDIATE, queue 80 category 0). One per booking session.
 * The flights slice owns it; a booking points at it only by its generic `supplier_order_id`.
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
  order: jsonb('order').$type<FlightOrder>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
