import { TZDate } from '@date-fns/tz';
import { addDays, differenceInYears, formatISO, isValid, parseISO } from 'date-fns';

/** Calendar dates travel as 'yyyy-MM-dd' text; they compare correctly as strings. */
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';

/**
 * Spec §5: 'yyyy-MM-dd' as the local midnight of that day; text that is not exactly such a date (no
 * other ISO form, no 30 February) yields an invalid date (check with `isValid`). parseISO and formatISO
 * rather than parse and format: they are a fraction of the size in the browser.
 */
export function parseIsoDate(text: string): Date {
  const date = parseISO(text);
  return isValid(date) && toIsoDate(date) === text ? date : new Date(Number.NaN);
}

export function isIsoDate(text: string): boolean {
  return isValid(parseIsoDate(text));
}

/**
 * The calendar date of a Date, 'yyyy-MM-dd', read in its own time zone: a TZDate's zone, else the
 * running process's (the browser's, or the server's while rendering).
 */
export function toIsoDate(date: Date): string {
  return formatISO(date, { representation: 'date' });
}

/** Calendar arithmetic on 'yyyy-MM-dd' (daylight-saving changes cannot shift the day). */
export function addDaysToIsoDate(date: string, days: number): string {
  return toIsoDate(addDays(parseIsoDate(date), days));
}

/** The calendar date of the instant `now` in an IANA time zone, e.g. the visitor's. */
export function toIsoDateInTimeZone(now: Date, timeZone: string): string {
  return toIsoDate(new TZDate(now.getTime(), timeZone));
}

/** Whole years between a date of birth and a day, both 'yyyy-MM-dd'. */
export function getAgeOn(dateOfBirth: string, onDate: string): number {
  return differenceInYears(parseIsoDate(onDate), parseIsoDate(dateOfBirth));
}
