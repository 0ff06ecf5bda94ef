import { fromMoneyAmount, type MoneyAmount } from '@travel/domain/money';
import { formatLocalDateTime } from '../../lib/format-local-date-time';
import type { FormatLocale } from '../../lib/format-locale';
import { formatMoneyIn } from '../../lib/format-money';
import { getIntlLocale, type Locale } from '../../lib/locale';

/** A price of the hotel API (minor units) as text in the page language. */
export function formatPrice(amount: MoneyAmount, format: FormatLocale): string {
  return formatMoneyIn(fromMoneyAmount(amount), format);
}

/** A cancellation deadline, in the hotel's local time. */
export const formatDeadline = formatLocalDateTime;

/** A distance in km with at most one decimal, in the page language. */
export function formatDistance(km: number, locale: Locale): string {
  return new Intl.NumberFormat(getIntlLocale(locale), { maximumFractionDigits: 1 }).format(km);
}
