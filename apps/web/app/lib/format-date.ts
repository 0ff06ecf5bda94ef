import { parseLocalDateTime } from '@travel/domain/offers';
import { parseIsoDate } from '@travel/domain/search';
import { isValid } from 'date-fns';
import { type FormatLocale, resolveFormatLocale } from './format-locale';
import { dateTimeFormat } from './intl-formatters';

/**
 * 'yyyy-MM-dd' as 'lun, 10 mar 2027', or '10 mar 2027' without the weekday (in the visitor's regional
 * locale when given one, es-MX or pt-BR); '' for text that is not a real date. The date is parsed and
 * written in the same (local) time zone, so the calendar day is the one written, wherever this runs.
 */
export function formatIsoDate(
  date: string,
  locale: FormatLocale,
  { weekday = true }: { weekday?: boolean } = {},
): string {
  const day = parseIsoDate(date);
  if (!isValid(day)) return '';
  return dateTimeFormat(resolveFormatLocale(locale).intl, {
    ...(weekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(day);
}

// parseLocalDateTime keeps the airport's reading in UTC; 24-hour 'HH:mm' in every locale. Made on
// first use (and kept), not when a page imports this module: a formatter with a time zone costs a slow
// phone milliseconds of its start, on pages that show no flight times.
const LOCAL_TIME = () =>
  dateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });

/** '2027-03-10T07:45:00' (local time at the airport) as '07:45'; '' when it is not a date-time. */
export function formatLocalTime(dateTime: string): string {
  const time = parseLocalDateTime(dateTime);
  return isValid(time) ? LOCAL_TIME().format(time) : '';
}
