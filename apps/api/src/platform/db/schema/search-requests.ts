import type { InfoData } from '@travel/contract/booking-session';
import type { SearchCriteria } from '@travel/domain/search';
import { sql } from 'drizzle-orm';
import { char, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every flight search a visitor runs, recorded for analytics and to follow a search to a booking. */
export const searchRequests = pgTable(
  'search_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    agentId: text('agent_id'),
    tripType: char('trip_type', { length: 1 }).notNull(),
    origin: char('origin', { length: 3 }).notNull(),
    destination: char('destination', { length: 3 }).notNull(),
    departureDate: date('departure_date').notNull(),
    returnDate: date('return_date'),
    cabin: text('cabin').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    infants: integer('infants').notNull(),
    currencyCode: char('currency_code', { length: 3 }).notNull(),
    /** The whole criteria as sent, so later questions can be answered without a migration. */
    criteria: jsonb('criteria').$type<SearchCriteria>().notNull(),
    /** The campaign that brought the visitor (spec §3 infoData), when the web server knew it. */
    attribution: jsonb('attribution').$type<InfoData>(),
    resultCount: integer('result_count'),
    selectedOfferId: text('selected_offer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_requests_agent_idx').on(table.agentId),
    index('search_requests_route_idx').on(table.origin, table.destination),
  ],
);
