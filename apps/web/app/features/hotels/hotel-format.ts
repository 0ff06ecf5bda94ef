import { formatLocalDateTime } from '../../lib/format-local-date-time';
import { numberFormat } from '../../lib/intl-formatters';
import { getIntlLocale, type Locale } from '../../lib/locale';

/** A cancellation deadline, in the hotel's local time. */
export const formatDeadline = formatLocalDateTime;

/** A distance in km with at most one decimal, in the page language. */
export function formatDistance(km: number, locale: Locale): string {
  return numberFormat(getIntlLocale(locale), { maximumFractionDigits: 1 }).format(km);
}
