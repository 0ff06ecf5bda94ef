import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The call-centre numbers the site shows (spec §3 "company contact entry", §8 fallback): one per
 * country, and the international one under the empty country code. Served by the GraphQL endpoint
 * (`companyContactInfoDisplayQuery`); a CRM feed may rewrite them, the seed only adds missing rows.
 */
export const companyContacts = pgTable(
  'company_contacts',
  {
    /** ISO 3166-1 alpha-2, or '' for the international number. */
    countryCode: varchar('country_code', { length: 2 }).primaryKey(),
    /** E.164: '+' and up to 15 digits, no spaces. */
    contactNumber: text('contact_number').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('company_contacts_country_code_check', sql`${table.countryCode} ~ '^([A-Z]{2})?$'`),
    check('company_contacts_contact_number_check', sql`${table.contactNumber} ~ '^\\+[1-9][0-9]{6,14}$'`),
  ],
);
