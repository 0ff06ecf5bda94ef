import { formatMoney, fromMoneyAmount, type MoneyAmount } from '@travel/domain/money';
import { formatLocalDateTime } from '../../lib/format-local-date-time';
import { getIntlLocale, type Locale } from '../../lib/locale';

/** A price of the hotel API (minor units) as text in the page language. */
export function formatPrice(amount: MoneyAmount, locale: Locale): string {
  return formatMoney(fromMoneyAmount(amount), locale);
}

/** A cancellation deadline, in the hotel's local time. */
export const formatDeadline = formatLocalDateTime;

/** A distance in km with at most one decimal, in the page language. */
export function formatDistance(km: number, locale: Locale): string {
  return new Intl.NumberFormat(getIntlLocale(locale), { maximumFractionDigits: 1 }).format(km);
}
