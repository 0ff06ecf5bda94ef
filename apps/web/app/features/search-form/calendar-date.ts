import { CalendarDate, GregorianCalendar, toCalendar } from '@internationalized/date';
import { parseIsoDate, toIsoDate } from '@travel/domain/search';
import { getDate, getMonth, getYear, isValid } from 'date-fns';

/*
 * The one place where the search form's 'yyyy-MM-dd' dates meet @internationalized/date, the value
 * type of React Aria's calendars. Parsing and checking stay with date-fns (through the domain).
 */

/** A React Aria calendar value for 'yyyy-MM-dd'; null when the text is empty or not a real date. */
export function toCalendarDate(isoDate: string): CalendarDate | null {
  const date = parseIsoDate(isoDate);
  return isValid(date) ? new CalendarDate(getYear(date), getMonth(date) + 1, getDate(date)) : null;
}

/** 'yyyy-MM-dd' for a day the calendar gave back, whatever calendar system the locale uses. */
export function fromCalendarDate(value: CalendarDate): string {
  const day = toCalendar(value, new GregorianCalendar());
  return toIsoDate(new Date(day.year, day.month - 1, day.day));
}
