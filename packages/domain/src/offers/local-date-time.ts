import { differenceInCalendarDays, parseISO } from 'date-fns';

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

/** Whether the text is exactly 'dddd-dd-ddTdd:dd:dd', the shape suppliers write (checked without a pattern). */
function isPlainWallClock(text: string): boolean {
  if (text.length !== 19) return false;
  for (let index = 0; index < 19; index++) {
    const code = text.charCodeAt(index);
    const expected = PLAIN_WALL_CLOCK_SEPARATORS[index];
    if (expected === undefined ? code < 48 || code > 57 : code !== expected) return false;
  }
  return true;
}

/** Separator character codes of 'yyyy-MM-ddThh:mm:ss' by position; digits elsewhere. */
const PLAIN_WALL_CLOCK_SEPARATORS: Readonly<Record<number, number>> = {
  4: 45,
  7: 45,
  10: 84,
  13: 58,
  16: 58,
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The two-digit number at `at` of a text already checked to have digits there. */
function twoDigits(text: string, at: number): number {
  return (text.charCodeAt(at) - 48) * 10 + text.charCodeAt(at + 1) - 48;
}

/**
 * The hour of a plain wall clock, or null when it is no real date and time: what `Date.parse` reads
 * of it (24:00:00 is the next midnight), without parsing an instant (tagging a search's itineraries
 * spent most of its time there).
 */
function readPlainHour(text: string): number | null {
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (minute > 59 || second > 59) return null;
  if (hour === 24) return minute === 0 && second === 0 ? 0 : null;
  return hour < 24 ? hour : null;
}

/**
 * Hour of a local date-time, as written ('2027-03-10T07:45:00' → 7; 24:00 is the next midnight, 0),
 * as `parseLocalDateTime` reads it. Results tag every itinerary of a search this way, so it reads the
 * suppliers' plain shape by hand and any other with V8's own ISO parser (which accepts 30 February,
 * hence the day check) rather than date-fns.
 */
export function getLocalHour(dateTime: string): number {
  // The common 'yyyy-MM-ddThh:mm:ss' is read field by field; others go through the wall-clock pattern.
  if (isPlainWallClock(dateTime)) {
    const hour = readPlainHour(dateTime);
    if (hour === null) throw new Error(`Not a local date-time: "${dateTime}"`);
    return hour;
  }
  const wallClock = readWallClock(dateTime);
  const instant = wallClock ? Date.parse(`${wallClock}Z`) : Number.NaN;
  if (
    Number.isNaN(instant) ||
    Number(dateTime.slice(8, 10)) > daysInMonth(Number(dateTime.slice(0, 4)), Number(dateTime.slice(5, 7)))
  ) {
    throw new Error(`Not a local date-time: "${dateTime}"`);
  }
  return Math.floor((((instant % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);
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
