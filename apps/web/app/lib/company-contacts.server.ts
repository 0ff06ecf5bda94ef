import { parsePhone } from '@travel/domain/phone';
import { z } from 'zod';
import type { ApiClient } from './api-client';
import { getServerApiClient } from './api-client.server';
import type { CompanyContact } from './company-contacts';

/** Spec §7, word for word: the start-up call for the company contacts. */
export const COMPANY_CONTACTS_QUERY =
  'query companyContactInfoDisplayQuery { companyContactInfoDisplayQuery { results { contactNumber countryCode } } }';

/** How long an answer is used before asking again. */
export const COMPANY_CONTACTS_TTL_MS = 10 * 60_000;
/** After a failure the stale (or empty) list is kept this long, so a down API is not asked per page. */
export const COMPANY_CONTACTS_RETRY_MS = 60_000;
/** The numbers are not worth holding a page for: the §8 fallback covers a slow API. */
const FETCH_TIMEOUT_MS = 3_000;

// The GraphQL answer, read by the web server only (zod never reaches the browser from here).
const ContactEntrySchema = z.object({
  contactNumber: z.string().regex(/^\+[1-9]\d{6,14}$/),
  countryCode: z.string().regex(/^([A-Z]{2})?$/),
});
const CompanyContactsAnswerSchema = z.object({
  data: z.object({
    companyContactInfoDisplayQuery: z.object({ results: z.array(ContactEntrySchema) }),
  }),
});

/**
 * '+576015087000' as '+57 601 508 7000': libphonenumber's international format, with a subscriber
 * number of seven or more digits split after its first three, as the company prints its numbers.
 */
export function formatContactNumber(e164: string): string {
  const international = parsePhone(e164)?.formatInternational();
  if (!international) return e164;
  return international
    .split(' ')
    .map((group) => (/^\d{7,}$/.test(group) ? `${group.slice(0, 3)} ${group.slice(3)}` : group))
    .join(' ');
}

/** POSTs the spec's query to the API's GraphQL endpoint; throws when it fails or answers nonsense. */
export async function fetchCompanyContacts(api: ApiClient = getServerApiClient()): Promise<CompanyContact[]> {
  const answer = await api.post('/graphql', {
    json: { query: COMPANY_CONTACTS_QUERY, operationName: 'companyContactInfoDisplayQuery' },
    schema: CompanyContactsAnswerSchema,
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  return answer.data.companyContactInfoDisplayQuery.results.map((entry) => ({
    ...entry,
    display: formatContactNumber(entry.contactNumber),
  }));
}

export type CompanyContactsCacheOptions = {
  fetchContacts?: () => Promise<readonly CompanyContact[]>;
  /** Milliseconds since the epoch; Date.now by default. */
  now?: () => number;
};

/**
 * The contacts as this web process knows them (spec §7 "stored and cached"): asked for once, kept
 * ten minutes, one request at a time. A failure logs 'Error fetching contacts' (spec §8) and keeps
 * the last list, or an empty one, for a minute before asking again: it never throws, and the pages
 * fall back to the international number (`pickContactNumber`).
 */
export function createCompanyContactsCache(options: CompanyContactsCacheOptions = {}) {
  const { fetchContacts = () => fetchCompanyContacts(), now = Date.now } = options;
  let kept: { contacts: readonly CompanyContact[]; until: number } | null = null;
  let pending: Promise<readonly CompanyContact[]> | null = null;

  async function ask(): Promise<readonly CompanyContact[]> {
    try {
      const contacts = await fetchContacts();
      kept = { contacts, until: now() + COMPANY_CONTACTS_TTL_MS };
      return contacts;
    } catch (error) {
      console.error('Error fetching contacts', error);
      const contacts = kept?.contacts ?? [];
      kept = { contacts, until: now() + COMPANY_CONTACTS_RETRY_MS };
      return contacts;
    }
  }

  return function loadCompanyContacts(): Promise<readonly CompanyContact[]> {
    if (kept && now() < kept.until) return Promise.resolve(kept.contacts);
    pending ??= ask().finally(() => {
      pending = null;
    });
    return pending;
  };
}

/** This process's cache, read by the root loader on every document request. */
export const loadCompanyContacts = createCompanyContactsCache();
