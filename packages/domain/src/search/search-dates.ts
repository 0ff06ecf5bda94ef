import { addDaysToIsoDate } from './iso-date.ts';
import type { Leg } from './search-criteria.schemas.ts';

/** Airlines sell seats about a year ahead: a departure may be at most this many days after today. */
export const MAX_DEPARTURE_DAYS_AHEAD = 361;

/** The last departure date a search may ask for, 'yyyy-MM-dd', when it is `today` there. */
export function getLatestDepartureDate(today: string): string {
  return addDaysToIsoDate(today, MAX_DEPARTURE_DAYS_AHEAD);
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
