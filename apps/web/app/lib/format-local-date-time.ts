import { parseLocalDateTime } from '@travel/domain/offers';
import { isValid } from 'date-fns';
import { dateTimeFormat } from './intl-formatters';
import { getIntlLocale, type Locale } from './locale';

/**
 * A local date-time of a place ('2027-03-08T18:00:00', a hotel's cancellation deadline) as
 * 'lun, 8 mar 2027, 18:00': read and written as the same wall clock, so the hour is the place's
 * wherever this runs. '' for text that is not a date-time.
 */
export function formatLocalDateTime(dateTime: string, locale: Locale): string {
  const time = parseLocalDateTime(dateTime);
  if (!isValid(time)) return '';
  return dateTimeFormat(getIntlLocale(locale), {
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
