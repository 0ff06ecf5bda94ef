import { addDaysToIsoDate } from './iso-date.ts';
import type { Leg } from './search-criteria.schemas.ts';

/** Airlines sell seats about a year ahead: a departure may be at most this many days after today. */
export const MAX_DEPARTURE_DAYS_AHEAD = 361;

/** The latest date of the last `today` asked: every search checks its dates, and today rarely changes. */
let latestOf: { today: string; latest: string } | null = null;

/** The last departure date a search may ask for, 'yyyy-MM-dd', when it is `today` there. */
export function getLatestDepartureDate(today: string): string {
  if (latestOf?.today !== today) {
    latestOf = { today, latest: addDaysToIsoDate(today, MAX_DEPARTURE_DAYS_AHEAD) };
  }
  return latestOf.latest;
}

export type SearchDateIssue = { path: string; message: string };

/**
 * The date rules that need `today` ('yyyy-MM-dd' where the trip starts): no leg may leave in the past
 * or more than 361 days ahead. Structural rules are in SearchCriteriaSchema.
 */
export function findSearchDateIssues(
  criteria: { legInfo: readonly Pick<Leg, 'departureDate'>[] },
  today: string,
): SearchDateIssue[] {
  const latest = getLatestDepartureDate(today);
  return criteria.legInfo.flatMap((leg, index) => {
    const path = `legInfo.${index}.departureDate`;
    if (leg.departureDate < today) {
      return [{ path, message: `legInfo[${index}].departureDate must not be in the past` }];
    }
    if (leg.departureDate > latest) {
      return [
        {
          path,
          message: `legInfo[${index}].departureDate must be at most ${MAX_DEPARTURE_DAYS_AHEAD} days ahead (${latest})`,
        },
      ];
    }
    return [];
  });
}
