import { toIsoDate } from '@travel/domain/search';

/** Today in the visitor's own time zone (the browser's; the server's while rendering), as 'yyyy-MM-dd'. */
export function getLocalToday(now: Date = new Date()): string {
  return toIsoDate(now);
}
