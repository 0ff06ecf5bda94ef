import { formatLocalDateTime } from '../../lib/format-local-date-time';
import type { FormatLocale } from '../../lib/format-locale';
import { getMoneyNumberLocale } from '../../lib/format-money';
import { numberFormat } from '../../lib/intl-formatters';

/** A cancellation deadline, in the hotel's local time. */
export const formatDeadline = formatLocalDateTime;

/**
 * A distance in km with at most one decimal, written as the page writes its prices (useFormatLocale:
 * '183,9' beside '24,81 USD', not '183.9').
 */
export function formatDistance(km: number, format: FormatLocale): string {
  return numberFormat(getMoneyNumberLocale(format), { maximumFractionDigits: 1 }).format(km);
}
