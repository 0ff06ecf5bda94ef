/**
 * Wall-clock conversions with IANA zones through Intl (offline, ICU in Node). Offsets are cached per
 * zone and UTC hour, so a search calls Intl a handful of times rather than once per timestamp.
 */
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const QUARTER = HOUR / 4;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function computeOffset(timeZone: string, utcMs: number): number {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(utcMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const local = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
  );
  return Math.round((local - Math.floor(utcMs / MINUTE) * MINUTE) / MINUTE);
}

const dayOffsets = new Map<string, Map<number, number>>();
const quarterOffsets = new Map<string, Map<number, number>>();

function cachedOffset(
  cache: Map<string, Map<number, number>>,
  timeZone: string,
  slot: number,
  utcMs: number,
) {
  let zone = cache.get(timeZone);
  if (!zone) {
    zone = new Map();
    cache.set(timeZone, zone);
  }
  let offset = zone.get(slot);
  if (offset === undefined) {
    offset = computeOffset(timeZone, utcMs);
    if (zone.size > 20_000) zone.clear();
    zone.set(slot, offset);
  }
  return offset;
}

/** UTC offset in minutes of a zone at an instant, e.g. -300 for America/Bogota. */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  // A zone changes offset at most once a UTC day: when both ends of the day agree, the whole day
  // has that offset; otherwise sample at the quarter-hour (offsets change on quarter-hours).
  const day = Math.floor(utcMs / DAY);
  const start = cachedOffset(dayOffsets, timeZone, day, day * DAY);
  const end = cachedOffset(dayOffsets, timeZone, day + 1, (day + 1) * DAY);
  if (start === end) return start;
  const quarter = Math.floor(utcMs / QUARTER);
  return cachedOffset(quarterOffsets, timeZone, quarter, quarter * QUARTER);
}

const isoDates = new Map<number, string>();

/** `yyyy-MM-dd` of a day number (days since the Unix epoch), memoised. */
export function isoDateOfDay(day: number): string {
  let date = isoDates.get(day);
  if (date === undefined) {
    date = new Date(day * DAY).toISOString().slice(0, 10);
    isoDates.set(day, date);
  }
  return date;
}

const CLOCK_TIMES = Array.from(
  { length: 1440 },
  (_, minute) =>
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`,
);

/** Local wall-clock time of an instant in a zone, `YYYY-MM-DDThh:mm:ss` (the Amadeus `at` format). */
export function formatLocalDateTime(utcMs: number, timeZone: string): string {
  const local = Math.floor(utcMs / MINUTE) + zoneOffsetMinutes(timeZone, utcMs);
  const day = Math.floor(local / 1440);
  return `${isoDateOfDay(day)}T${CLOCK_TIMES[local - day * 1440]}`;
}

/** The instant of a local date (`yyyy-MM-dd`) plus minutes after local midnight in a zone. */
export function localToUtcMs(localDate: string, minutesOfDay: number, timeZone: string): number {
  const wallClock = Date.parse(`${localDate}T00:00:00Z`) + minutesOfDay * MINUTE;
  const first = wallClock - zoneOffsetMinutes(timeZone, wallClock) * MINUTE;
  const second = wallClock - zoneOffsetMinutes(timeZone, first) * MINUTE;
  return second;
}

/** Adds days to a `yyyy-MM-dd` date. */
export function addDays(date: string, days: number): string {
  return isoDateOfDay(Math.round(Date.parse(`${date}T00:00:00Z`) / DAY) + days);
}

/** Whole days from one `yyyy-MM-dd` date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * HOUR));
}

/** ISO 8601 duration of a number of minutes, e.g. 135 → PT2H15M (Amadeus style). */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}
