import type { BagAdditionItem } from '@travel/contract/bag-additions';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

/**
 * Checked bags added to a booking after it was made (issue 17, decision 021). Each addition is a
 * paid booking of its own (`booking_id`, product line `bag-addition`, its own reference) linked to
 * the booking it adds to. `cart_id` is unique: one addition per payment, however many returns.
 * `sequence` is the addition's place among the booking's additions as it was priced; unique per
 * booking, so two additions priced on the same state of a booking cannot both be added.
 */
export const bagAdditions = pgTable(
  'bag_additions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id),
    originalBookingId: uuid('original_booking_id')
      .notNull()
      .references(() => bookings.id),
    cartId: text('cart_id').notNull().unique(),
    sequence: integer('sequence').notNull(),
    /** The bags per traveller and direction, as priced and paid. */
    bags: jsonb('bags').$type<BagAdditionItem[]>().notNull(),
    onwardQuantity: integer('onward_quantity').notNull(),
    returnQuantity: integer('return_quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('bag_additions_sequence_unique').on(table.originalBookingId, table.sequence)],
);
