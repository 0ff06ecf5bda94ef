import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Airports from the reference dataset, loaded by the seed. */
export const airports = pgTable(
  'airports',
  {
    iataCode: varchar('iata_code', { length: 3 }).primaryKey(),
    name: text('name').notNull(),
    cityCode: varchar('city_code', { length: 3 }).notNull(),
    cityName: text('city_name').notNull(),
    cityNameEs: text('city_name_es').notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    countryName: text('country_name').notNull(),
    countryNameEs: text('country_name_es').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Larger airports rank first in search. */
    size: integer('size').notNull(),
    /** Lower-case, accent-free code, names and country, so one LIKE finds 'bogota' in 'Bogotá'. */
    searchText: text('search_text').notNull(),
  },
  (table) => [index('airports_city_idx').on(table.cityCode)],
);

export const airlines = pgTable('airlines', {
  iataCode: varchar('iata_code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

/** Units of a currency per US dollar on a date, as an integer scaled by 10^scale: never a float. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    rateDate: text('rate_date').notNull(),
    amount: integer('amount').notNull(),
    scale: integer('scale').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.currencyCode, table.rateDate] })],
);

/** Small key-value facts about the database itself, e.g. which reference dataset was loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
