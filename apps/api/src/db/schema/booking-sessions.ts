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

/**
 * A visitor's booking in progress (spec §7 /user/session/*): the re-priced offer snapshot, the bags,
 * customer, passengers, billing and the tokenized card. One open session per agentId and offer.
 * Amounts are integer minor units: `*_usd` in USD (charged), `*_display` in `display_currency`.
 */
export const bookingSessions = pgTable(
  'booking_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    agentId: text('agent_id').notNull(),
    /** The offer id the web app selected and sends with every later call. */
    flightOfferId: text('flight_offer_id').notNull(),
    /** open → booked; a booked session is kept for its booking, a new selection opens a new one. */
    status: text('status', { enum: ['open', 'booked'] })
      .notNull()
      .default('open'),
    locale: text('locale', { enum: ['es', 'en'] })
      .notNull()
      .default('es'),
    displayCurrency: char('display_currency', { length: 3 }).notNull(),
    /** The offer as the server re-priced it, localized, with `price.intTotal` in USD. */
    offer: jsonb('offer').notNull(),
    offerUsd: bigint('offer_usd', { mode: 'number' }).notNull(),
    offerDisplay: bigint('offer_display', { mode: 'number' }).notNull(),
    /** `included.bags` of the pricing answer: the bag options for sale, with their USD `intPrice`. */
    bagOptions: jsonb('bag_options').notNull(),
    fareRules: jsonb('fare_rules'),
    dictionaries: jsonb('dictionaries'),
    /** The bags the visitor added, priced by the server. */
    bags: jsonb('bags'),
    bagsUsd: bigint('bags_usd', { mode: 'number' }).notNull().default(0),
    bagsDisplay: bigint('bags_display', { mode: 'number' }).notNull().default(0),
    /** Spec §9 per-booking fees (ATOL, SAFI) in the display currency, at the offer's exchange rate. */
    feesDisplay: bigint('fees_display', { mode: 'number' }).notNull().default(0),
    additionalServicesId: uuid('additional_services_id'),
    customer: jsonb('customer'),
    passengers: jsonb('passengers'),
    billing: jsonb('billing'),
    /** Brand, last four, expiry, cardholder and the token's key: never the card number or CVC. */
    card: jsonb('card'),
    transactionId: uuid('transaction_id'),
    attribution: jsonb('attribution'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_sessions_agent_idx').on(table.agentId),
    uniqueIndex('booking_sessions_open_offer_idx')
      .on(table.agentId, table.flightOfferId)
      .where(sql`${table.status} = 'open'`),
  ],
);
