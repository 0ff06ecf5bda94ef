import { TZDate } from '@date-fns/tz';
import { addDays, differenceInYears, format, isValid, parse } from 'date-fns';

/** Calendar dates travel as 'yyyy-MM-dd' text; they compare correctly as strings. */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/** Spec §5: text that cannot be parsed yields an invalid date (check with `isValid`). */
export function parseIsoDate(text: string): Date {
  // A fixed reference date keeps parsing independent of the clock.
  const date = parse(text, ISO_DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) && format(date, ISO_DATE_FORMAT) === text ? date : new Date(Number.NaN);
}

export function isIsoDate(text: string): boolean {
  return isValid(parseIsoDate(text));
}

/** Calendar arithmetic on 'yyyy-MM-dd' (daylight-saving changes cannot shift the day). */
export function addDaysToIsoDate(date: string, days: number): string {
  return format(addDays(parseIsoDate(date), days), ISO_DATE_FORMAT);
}

/** The calendar date of the instant `now` in an IANA time zone, e.g. the visitor's. */
export function toIsoDateInTimeZone(now: Date, timeZone: string): string {
  return format(new TZDate(now.getTime(), timeZone), ISO_DATE_FORMAT);
}

/** Whole years between a date of birth and a day, both 'yyyy-MM-dd'. */
export function getAgeOn(dateOfBirth: string, onDate: string): number {
  return differenceInYears(parseIsoDate(onDate), parseIsoDate(dateOfBirth));
}
