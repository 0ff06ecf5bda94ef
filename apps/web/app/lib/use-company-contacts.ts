import type { RefObject } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import {
  COMPANY_TIME_ZONE,
  type CompanyContact,
  describeWorkingHours,
  pickContactNumber,
  type WorkingHours,
} from './company-contacts';
import { getIntlLocale } from './locale';
import { useLocale } from './use-locale';
import { useNearViewport } from './use-near-viewport';
import { useVisitorLocation } from './use-visitor-location';

const NO_CONTACTS: readonly CompanyContact[] = [];

/** Every call-centre number, as the root loader got them at start-up (empty if that failed). */
export function useCompanyContacts(): readonly CompanyContact[] {
  return useRouteLoaderData<typeof rootLoader>('root')?.companyContacts ?? NO_CONTACTS;
}

/**
 * The number for this visitor (spec §8): their country's once located (by the server for the first
 * byte, else by the browser's start-up), until then the international one, else the fixed default.
 */
export function useVisitorContactNumber(): CompanyContact {
  const contacts = useCompanyContacts();
  const countryCode = useVisitorLocation()?.countryCode ?? '';
  return pickContactNumber(contacts, countryCode);
}

/**
 * The call centre's hours on the visitor's clocks, named by their zone, for the element `ref` shows
 * them in. The server (and hydration, which must match it) shows Bogotá time; the browser shows its
 * own zone's once the element is about to be seen: reading the zone and writing in it build Intl
 * formatters (ICU's data, a long task on a slow phone) that the page's first seconds do without
 * (formatted-text.ts). The zone's name comes from Intl, whose wording can differ between Node and
 * the browser: show it in an element with `suppressHydrationWarning`.
 */
export function useWorkingHours(ref: RefObject<Element | null>): WorkingHours {
  const seen = useNearViewport(ref);
  const locale = useLocale();
  const timeZone = seen ? Intl.DateTimeFormat().resolvedOptions().timeZone : COMPANY_TIME_ZONE;
  return describeWorkingHours(timeZone, getIntlLocale(locale), middayUtc(new Date()));
}

/**
 * Noon UTC of `now`'s UTC day: the hours are the same all day (a zone's rules change at night), and
 * the server and the hydrating browser ask for the same instant, so the server's text is found.
 */
function middayUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
}
