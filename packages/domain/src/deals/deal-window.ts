import { addDaysToIsoDate, parseIsoDate } from '../search/iso-date.ts';

/** Deals look this many days ahead. */
export const DEAL_WINDOW_DAYS = 90;
/** A round trip of a typical length: a week away. */
export const DEAL_TRIP_DAYS = 7;
/** The supplier sells from tomorrow (a same-day sale is cut off three hours before departure). */
const FIRST_DEAL_DAY = 1;

export type DealWindow = { from: string; to: string };

/** The departure dates deals cover, from `today` (the origin's, 'yyyy-MM-dd'). */
export function getDealWindow(today: string): DealWindow {
  return { from: addDaysToIsoDate(today, FIRST_DEAL_DAY), to: addDaysToIsoDate(today, DEAL_WINDOW_DAYS) };
}

/** Wednesday: midweek, away from the Friday and Sunday peaks, and the same weekday a week later. */
const SAMPLE_WEEKDAY = 3;

/**
 * The departure dates a computed deal samples: one midweek day per week of the window, so a refresh
 * costs about thirteen searches per route instead of ninety.
 */
export function sampleDealDates(window: DealWindow): string[] {
  const first = parseIsoDate(window.from);
  if (Number.isNaN(first.getTime()) || window.to < window.from) return [];
  const offset = (SAMPLE_WEEKDAY - first.getDay() + 7) % 7;
  const dates: string[] = [];
  for (
    let date = addDaysToIsoDate(window.from, offset);
    date <= window.to;
    date = addDaysToIsoDate(date, 7)
  ) {
    dates.push(date);
  }
  return dates;
}

/** The return date of a deal's round trip. */
export function getDealReturnDate(departureDate: string, tripDays: number = DEAL_TRIP_DAYS): string {
  return addDaysToIsoDate(departureDate, tripDays);
}
