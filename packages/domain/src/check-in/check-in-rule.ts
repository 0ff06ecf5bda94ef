import { TZDate } from '@date-fns/tz';
import { isValid } from 'date-fns';
import { parseLocalDateTime } from '../offers/local-date-time.ts';

/**
 * Airlines open online check-in a fixed time before departure; 24 hours is the rule of the carriers
 * we sell (LATAM, Avianca, Copa, Aeroméxico, JetSMART, Sky). One number, so a carrier that differs
 * becomes a lookup here rather than a second rule elsewhere.
 */
export const ONLINE_CHECK_IN_HOURS_BEFORE = 24;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The instant of an airport-local wall-clock reading ('2027-03-10T07:45:00') in its IANA zone
 * ('America/Bogota'). Throws on a reading that is not a date-time.
 */
export function localDateTimeToUtc(localDateTime: string, timeZone: string): Date {
  const wall = parseLocalDateTime(localDateTime);
  if (!isValid(wall)) throw new Error(`Not a local date-time: "${localDateTime}"`);
  const instant = new TZDate(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    timeZone,
  );
  return new Date(instant.getTime());
}

/** 'yyyy-MM-ddTHH:mm' of an instant as read on the clocks of a zone. */
function readInZone(instant: Date, timeZone: string): string {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}T${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`;
}

export interface CheckInOpening {
  /** When check-in opens, on the departure airport's clocks: 'yyyy-MM-ddTHH:mm'. */
  localDateTime: string;
  /** The same moment as an instant; null when the airport's zone is not known. */
  utc: Date | null;
}

/**
 * When online check-in opens for a flight leaving at `departureLocal` (the departure airport's wall
 * clock). With the airport's zone it is exactly 24 hours before, across a clock change too; without
 * it, the same time of day one day earlier (what the traveller reads on the airport's clocks unless
 * the clocks change that night).
 */
export function getCheckInOpening(departureLocal: string, timeZone?: string): CheckInOpening {
  if (timeZone) {
    const utc = new Date(
      localDateTimeToUtc(departureLocal, timeZone).getTime() - ONLINE_CHECK_IN_HOURS_BEFORE * HOUR_MS,
    );
    return { localDateTime: readInZone(utc, timeZone), utc };
  }
  const wall = parseLocalDateTime(departureLocal);
  if (!isValid(wall)) throw new Error(`Not a local date-time: "${departureLocal}"`);
  const opens = new Date(wall.getTime() - ONLINE_CHECK_IN_HOURS_BEFORE * HOUR_MS);
  return { localDateTime: opens.toISOString().slice(0, 16), utc: null };
}

/** Whether check-in is already open at `now` (a flight whose zone is unknown counts its wall clock as UTC). */
export function isCheckInOpen(opening: CheckInOpening, now: Date): boolean {
  const at = opening.utc ?? parseLocalDateTime(opening.localDateTime);
  return now.getTime() >= at.getTime();
}
