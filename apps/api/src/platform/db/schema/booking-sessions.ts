import type { InfoData } from '@travel/contract/booking-session';
import { SITE_LOCALES } from '@travel/contract/locale';
import type { Billing } from '@travel/domain/booking';
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  StoredCard,
  StoredCustomer,
  StoredGuest,
  StoredPassenger,
} from '../../../checkout/booking-session.schemas.ts';
import type { SessionLine } from '../../../checkout/product-line.ts';

/**
 * A visitor's cart (spec §7 /user/session/*): one product line (a flight offer today) as its product
 * priced it, the contact, travellers, billing and the tokenized card. One open session per agentId and
 * offer. Amounts are integer minor units: USD (charged) and `display_currency`.
 */
export const bookingSessions = pgTable(
  'booking_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    agentId: text('agent_id').notNull(),
    /** The id of the product's offer the visitor selected; the web app sends it with every later call. */
    offerId: text('offer_id').notNull(),
    /** Which ProductLine sells the line: 'flight'. */
    productType: text('product_type').notNull(),
    /** open → booked; a booked session is kept for its booking, a new selection opens a new one. */
    status: text('status', { enum: ['open', 'booked'] })
      .notNull()
      .default('open'),
    locale: text('locale', { enum: SITE_LOCALES }).notNull().default('es'),
    displayCurrency: char('display_currency', { length: 3 }).notNull(),
    /**
     * The product line: the product's snapshot as the server priced it (a flight: the offer, its bag
     * options, fare rules, dictionaries and the bags added) and its price, base and extras, in USD and
     * in the display currency. Only its ProductLine reads the snapshot.
     */
    line: jsonb('line').$type<SessionLine>().notNull(),
    /** Spec §9 per-booking fees (ATOL, SAFI) in the display currency, at the offer's exchange rate. */
    feesDisplay: bigint('fees_display', { mode: 'number' }).notNull().default(0),
    customer: jsonb('customer').$type<StoredCustomer>(),
    passengers: jsonb('passengers').$type<Array<StoredPassenger | StoredGuest>>(),
    billing: jsonb('billing').$type<Billing>(),
    /** Brand, last four, expiry, cardholder and the token's keyed hash: never the card number, CVC or token. */
    card: jsonb('card').$type<StoredCard>(),
    transactionId: uuid('transaction_id'),
    /**
     * The payment attempt (cartId) that froze the session: while set, nothing in the session may change
     * (ARCHITECTURE §5). Cleared when that cart is abandoned (cancelled, refused, or replaced by a new one).
     */
    lockedCartId: text('locked_cart_id'),
    /**
     * Spec §4/§9: the trip summary holds the selection 8 minutes from when it was (re)selected; a
     * payment cannot start after it. Null for sessions opened before the hold was kept here.
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When the visitor asked for more time ("Necesito más tiempo"): granted once per selection. */
    holdExtendedAt: timestamp('hold_extended_at', { withTimezone: true }),
    /** The visitor's `infoData` (spec §3 analytics attribution), as last sent. */
    attribution: jsonb('attribution').$type<InfoData>(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_sessions_agent_idx').on(table.agentId),
    uniqueIndex('booking_sessions_open_offer_idx')
      .on(table.agentId, table.offerId)
      .where(sql`${table.status} = 'open'`),
  ],
);
