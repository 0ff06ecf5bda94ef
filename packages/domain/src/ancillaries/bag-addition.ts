import { isValid } from 'date-fns';
import type { JourneyType } from '../baggage/baggage.schemas.ts';
import { localDateTimeToUtc } from '../check-in/check-in-rule.ts';
import { parseLocalDateTime } from '../offers/local-date-time.ts';

/**
 * Bags are added to a booked flight up to 24 hours before its first departure: after that the
 * airline's check-in is open and the booking is handed to the airport (decision 021).
 */
export const BAG_ADDITION_CUTOFF_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;
/** The furthest ahead of UTC a clock runs (UTC+14): an airport-local reading is never earlier than this. */
const MAX_ZONE_AHEAD_MS = 14 * HOUR_MS;

/**
 * The instant of the first departure ('2027-03-10T07:45:00' on the airport's clocks). Without the
 * airport's zone, the earliest instant that reading can be anywhere (UTC+14), so the cut-off errs
 * on the side of refusing.
 */
export function firstDepartureInstant(departureLocal: string, timeZone?: string): Date {
  if (timeZone) return localDateTimeToUtc(departureLocal, timeZone);
  const wall = parseLocalDateTime(departureLocal);
  if (!isValid(wall)) throw new Error(`Not a local date-time: "${departureLocal}"`);
  return new Date(wall.getTime() - MAX_ZONE_AHEAD_MS);
}

/** Whether bags may still be added at `now` to a booking whose first flight leaves at `departure`. */
export function isBagAdditionOpen(departure: Date, now: Date): boolean {
  return departure.getTime() - now.getTime() >= BAG_ADDITION_CUTOFF_HOURS * HOUR_MS;
}

/** Bags asked for one traveller on one direction of the trip. */
export interface BagAdditionItem {
  travelerId: string;
  journeyType: JourneyType;
  quantity: number;
}

export interface BagAllowance {
  /** The booking's travellers, by the id the fare prices them under. */
  travelerIds: readonly string[];
  /** The directions the booking flies (a one-way trip has no return). */
  directions: readonly JourneyType[];
  /** The most checked bags the fare sells to one traveller on one direction. */
  maxPerTraveller: number;
  /** Bags the booking already holds per direction (bought with it, or added since), all travellers. */
  held: Record<JourneyType, number>;
  /**
   * The lines of every addition already paid for the booking, each naming its traveller: what each
   * one holds beyond the bags bought with the booking, which were sold per direction and name nobody.
   */
  added: readonly BagAdditionItem[];
}

/** Why bags were refused: more than the fare allows, or a request that names nothing of the booking. */
export type BagAdditionIssue = { kind: 'allowance' | 'invalid'; path: string; message: string };

export type BagAdditionPlan =
  | { ok: true; items: BagAdditionItem[]; perDirection: Record<JourneyType, number>; total: number }
  | { ok: false; issues: BagAdditionIssue[] };

/**
 * Checks bags asked for a booking against what its fare allows: each traveller at most
 * `maxPerTraveller` per direction over the booking's life (the bags their earlier additions gave
 * them included), each direction at most that many per traveller in all (what the booking holds
 * included), at least one bag, each traveller and direction named once. The bags bought with the
 * booking name no traveller, so together the two limits say exactly when those can be shared out
 * without any traveller passing the most. Answers the items with a bag (zero lines dropped) and
 * their count per direction, or every issue found.
 */
export function planBagAddition(
  allowance: BagAllowance,
  requested: readonly BagAdditionItem[],
): BagAdditionPlan {
  const issues: BagAdditionIssue[] = [];
  const seen = new Set<string>();
  const perDirection: Record<JourneyType, number> = { onward: 0, return: 0 };
  requested.forEach((item, index) => {
    const path = `bags.${index}`;
    if (!allowance.travelerIds.includes(item.travelerId)) {
      issues.push({
        kind: 'invalid',
        path: `${path}.travelerId`,
        message: 'not a traveller of this booking',
      });
      return;
    }
    if (!allowance.directions.includes(item.journeyType)) {
      issues.push({
        kind: 'invalid',
        path: `${path}.journeyType`,
        message: `this booking has no ${item.journeyType} flight`,
      });
      return;
    }
    const key = `${item.travelerId}:${item.journeyType}`;
    if (seen.has(key)) {
      issues.push({ kind: 'invalid', path, message: 'a traveller and direction may be named once' });
      return;
    }
    seen.add(key);
    if (!Number.isInteger(item.quantity) || item.quantity < 0 || item.quantity > allowance.maxPerTraveller) {
      issues.push({
        kind: 'allowance',
        path: `${path}.quantity`,
        message: `between 0 and ${allowance.maxPerTraveller} bags per traveller and direction`,
      });
      return;
    }
    const held = countTravellerBags(allowance.added, item.travelerId)[item.journeyType];
    if (item.quantity > 0 && held + item.quantity > allowance.maxPerTraveller) {
      issues.push({
        kind: 'allowance',
        path: `${path}.quantity`,
        message: `traveller ${item.travelerId} already holds ${held} of the ${allowance.maxPerTraveller} bags the fare allows on the ${item.journeyType} flight`,
      });
      return;
    }
    perDirection[item.journeyType] += item.quantity;
  });
  for (const direction of allowance.directions) {
    const most = allowance.maxPerTraveller * allowance.travelerIds.length;
    const after = allowance.held[direction] + perDirection[direction];
    if (perDirection[direction] > 0 && after > most) {
      issues.push({
        kind: 'allowance',
        path: 'bags',
        message: `the fare allows ${most} bags on the ${direction} flight; the booking holds ${allowance.held[direction]}`,
      });
    }
  }
  const total = perDirection.onward + perDirection.return;
  if (issues.length === 0 && total === 0)
    issues.push({ kind: 'invalid', path: 'bags', message: 'choose at least one bag' });
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    items: requested.filter((item) => item.quantity > 0).map((item) => ({ ...item })),
    perDirection,
    total,
  };
}

/** Bags the earlier additions (`BagAllowance.added`) gave one traveller, per direction. */
export function countTravellerBags(
  added: readonly BagAdditionItem[],
  travelerId: string,
): Record<JourneyType, number> {
  const counts: Record<JourneyType, number> = { onward: 0, return: 0 };
  for (const item of added) if (item.travelerId === travelerId) counts[item.journeyType] += item.quantity;
  return counts;
}
