import { dateTimeFormat } from '../../lib/intl-formatters';
import { getIntlLocale, type Locale } from '../../lib/locale';

/** 'yyyy-MM' as the month and year in the page language ("enero de 2027", "January 2027", "janeiro de 2027"). */
export function formatMonth(month: string, locale: Locale): string {
  return dateTimeFormat(getIntlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
