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
import { useHydrated } from './use-hydrated';
import { useLocale } from './use-locale';
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
 * The call centre's hours on the visitor's clocks, named by their zone. The server (and hydration,
 * which must match it) shows Bogotá time; the browser then shows its own zone's. The zone's name
 * comes from Intl, whose wording can differ between Node and the browser: show it in an element with
 * `suppressHydrationWarning`.
 */
export function useWorkingHours(): WorkingHours {
  const hydrated = useHydrated();
  const locale = useLocale();
  const timeZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : COMPANY_TIME_ZONE;
  return describeWorkingHours(timeZone, getIntlLocale(locale), new Date());
}
