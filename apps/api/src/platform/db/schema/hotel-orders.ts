import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookingSessions } from './booking-sessions.ts';

/**
 * Hotel orders (decision 013): the supplier's HotelOrder for a paid hotel line, one per booking
 * session, with the hotel's confirmation number. The hotels slice owns it; a booking points at it only
 * by its generic `supplier_order_id`.
 */
export const hotelOrders = pgTable('hotel_orders', {
  id: text('id').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .unique()
    .references(() => bookingSessions.id),
  supplier: text('supplier').notNull(),
  /** The room offer that was booked (Amadeus offer id). */
  offerId: text('offer_id').notNull(),
  /** The hotel's confirmation number, what the guest quotes at the front desk. */
  confirmationNumber: text('confirmation_number').notNull(),
  /** The cartId the order was made with: the supplier's idempotency key. */
  idempotencyKey: text('idempotency_key').notNull(),
  /** The HotelOrder as the supplier answered it (HotelBooking_v2). */
  order: jsonb('order').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
