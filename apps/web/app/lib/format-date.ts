import type { Locale } from './locale';

const INTL_LOCALES: Record<Locale, string> = { es: 'es-419', en: 'en-US' };

/** The BCP 47 locale behind a site locale: Latin American Spanish or US English. */
export function getIntlLocale(locale: Locale): string {
  return INTL_LOCALES[locale];
}

/** 'yyyy-MM-dd' as 'lun, 10 mar 2027': read as a calendar day, whatever the visitor's time zone. */
export function formatIsoDate(date: string, locale: Locale, options?: Intl.DateTimeFormatOptions): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  return new Intl.DateTimeFormat(getIntlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    ...options,
  }).format(new Date(`${date}T00:00:00Z`));
}

/** '2027-03-10T07:45:00' (local time at the airport) as '07:45'. */
export function formatLocalTime(dateTime: string): string {
  return /T(\d{2}:\d{2})/.exec(dateTime)?.[1] ?? '';
}
