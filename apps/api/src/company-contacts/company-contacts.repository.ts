import { asc, sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.ts';
import { companyContacts } from '../platform/db/schema/company-contacts.ts';

export type CompanyContactRow = typeof companyContacts.$inferSelect;

export function createCompanyContactsRepository(db: Database) {
  return {
    /** Every entry: the countries alphabetically, then the international one (''). */
    async list(): Promise<CompanyContactRow[]> {
      return db
        .select()
        .from(companyContacts)
        .orderBy(sql`${companyContacts.countryCode} = ''`, asc(companyContacts.countryCode));
    },
  };
}
export type CompanyContactsRepository = ReturnType<typeof createCompanyContactsRepository>;
