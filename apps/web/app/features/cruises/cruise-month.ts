import type { Locale } from '../../lib/locale';

/** 'yyyy-MM' as the month and year in the page language ("enero de 2027", "January 2027"). */
export function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-419' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
