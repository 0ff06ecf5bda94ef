import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

/**
 * Flight times are airport-local wall-clock readings ('2027-03-10T07:45:00') with no zone of their
 * own. They are parsed as if they were UTC: the fields stay as written whatever zone the code runs in,
 * UTC has no daylight-saving gap to shift them, and reading them (getUTCHours) needs no zone
 * conversion, which @date-fns/tz would do slowly for every offer of a search and at some size in the
 * browser. An offset after the time, if any, is ignored.
 */
const WALL_CLOCK_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?/;

function readWallClock(dateTime: string): string | null {
  return WALL_CLOCK_TEXT.exec(dateTime)?.[0] ?? null;
}

/** The instant whose UTC reading is the local date-time; invalid (check with `isValid`) when it is not one. */
export function parseLocalDateTime(dateTime: string): Date {
  const wallClock = readWallClock(dateTime);
  return wallClock ? parseISO(`${wallClock}Z`) : new Date(Number.NaN);
}

/** Hours already read: a search tags hundreds of itineraries, most sharing their flights' times. */
const localHours = new Map<string, number>();

/** Hour of a local date-time, as written ('2027-03-10T07:45:00' → 7). */
export function getLocalHour(dateTime: string): number {
  let hour = localHours.get(dateTime);
  if (hour === undefined) {
    const date = parseLocalDateTime(dateTime);
    if (!isValid(date)) throw new Error(`Not a local date-time: "${dateTime}"`);
    hour = date.getUTCHours();
    if (localHours.size >= 20_000) localHours.clear();
    localHours.set(dateTime, hour);
  }
  return hour;
}

/**
 * Calendar days from one local date-time to another: a flight leaving at 23:10 and landing at 06:00
 * lands 1 day later. NaN when either is not a local date-time.
 */
export function getLocalDayOffset(from: string, to: string): number {
  // Days are counted in the zone the code runs in, where date-fns counts calendar days: a
  // daylight-saving gap there can move a reading's hour, never its day.
  const local = (dateTime: string) => parseISO(readWallClock(dateTime) ?? '');
  return differenceInCalendarDays(local(to), local(from));
}
