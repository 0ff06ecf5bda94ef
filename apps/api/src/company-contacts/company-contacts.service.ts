import type { CompanyContactsRepository } from './company-contacts.repository.ts';

/** Spec §3 "company contact entry": an E.164 number and the ISO country it serves ('' = international). */
export type CompanyContactEntry = { contactNumber: string; countryCode: string };

export function createCompanyContactsService({ repository }: { repository: CompanyContactsRepository }) {
  return {
    /** The call-centre numbers the site shows; the web app picks the visitor's (spec §8). */
    async listContacts(): Promise<CompanyContactEntry[]> {
      const rows = await repository.list();
      return rows.map((row) => ({ contactNumber: row.contactNumber, countryCode: row.countryCode }));
    },
  };
}
export type CompanyContactsService = ReturnType<typeof createCompanyContactsService>;
