import { formatMoney, fromMoneyAmount, type MoneyAmount } from '@travel/domain/money';
import { parseLocalDateTime } from '@travel/domain/offers';
import { isValid } from 'date-fns';
import { getIntlLocale, type Locale } from '../../lib/locale';

/** A price of the hotel API (minor units) as text in the page language. */
export function formatPrice(amount: MoneyAmount, locale: Locale): string {
  return formatMoney(fromMoneyAmount(amount), locale);
}

/**
 * A cancellation deadline in the hotel's local time ('2027-03-08T18:00:00') as 'lun, 8 mar 2027,
 * 18:00': read and written as the same wall clock, so the hour is the hotel's wherever this runs.
 */
export function formatDeadline(deadline: string, locale: Locale): string {
  const time = parseLocalDateTime(deadline);
  if (!isValid(time)) return '';
  return new Intl.DateTimeFormat(getIntlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(time);
}

/** A distance in km with one decimal, in the page language ('1,2'). */
export function formatDistance(km: number, locale: Locale): string {
  return new Intl.NumberFormat(getIntlLocale(locale), { maximumFractionDigits: 1 }).format(km);
}
