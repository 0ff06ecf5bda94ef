import { LRUCache } from 'lru-cache';
import type { Airport } from '../../../platform/reference-data/reference-data.loader.ts';
import {
  type ItineraryPlan,
  type Network,
  planKey,
  planLeg,
  planMinutes,
  type ScheduledFlight,
  watchZones,
} from './flight-inventory.ts';
import { zoneOffsetMinutes } from './local-time.ts';

const DAY = 86_400_000;
/**
 * UTC days around a departure date whose offsets a leg's planning can read: connections are looked
 * for on the local dates from the day before the arrival at a hub to the day after, a two-stop trip
 * reaches the hub of its last flight up to two days after leaving, and a local date's instants span
 * its UTC day and the ones either side.
 */
const WINDOW_BEFORE_DAYS = 3;
const WINDOW_AFTER_DAYS = 7;
/** Routes planned once and shifted to other dates: a few KB each. */
const ROUTES_KEPT = 1_000;
/**
 * Legs planned for their date alone, kept for the searches that follow (the same trip on the ±3-day
 * strip, the offer chosen): few, as they are the dates near a change of offset or departing soon.
 */
const DATED_LEGS_KEPT = 200;
/** Plannings kept per route: one per set of offsets its zones take during the year. */
const VARIANTS_KEPT = 8;

/** A route planned on one day, and the offsets that planning read. */
interface LegTemplate {
  /** The day (since the epoch) the plans were made for. */
  day: number;
  /** The zones the planning read, and their offset all around that day. */
  zones: ReadonlyArray<readonly [zone: string, offset: number]>;
  plans: ItineraryPlan[];
}

interface NetworkCaches {
  templates: LRUCache<string, LegTemplate[]>;
  /** Legs planned as they are (near a change of offset, or inside the cut-off), by route, date and cut-off. */
  dated: LRUCache<string, ItineraryPlan[]>;
  /** Per zone and day: `steadyOffset`. */
  steadyOffsets: Map<string, Map<number, number | null>>;
}

const caches = new WeakMap<Network, NetworkCaches>();

function cachesOf(network: Network): NetworkCaches {
  let found = caches.get(network);
  if (!found) {
    found = {
      templates: new LRUCache({ max: ROUTES_KEPT }),
      dated: new LRUCache({ max: DATED_LEGS_KEPT }),
      steadyOffsets: new Map(),
    };
    caches.set(network, found);
  }
  return found;
}

/** The zone's UTC offset in minutes when it is the same all through the window around `day`, else null. */
function steadyOffset(caches: NetworkCaches, timeZone: string, day: number): number | null {
  let byDay = caches.steadyOffsets.get(timeZone);
  if (!byDay) {
    byDay = new Map();
    caches.steadyOffsets.set(timeZone, byDay);
  }
  let offset = byDay.get(day);
  if (offset === undefined) {
    offset = zoneOffsetMinutes(timeZone, day * DAY);
    for (let other = day - WINDOW_BEFORE_DAYS; other <= day + WINDOW_AFTER_DAYS; other++) {
      if (zoneOffsetMinutes(timeZone, other * DAY) !== offset) {
        offset = null;
        break;
      }
    }
    if (byDay.size > 5_000) byDay.clear();
    byDay.set(day, offset);
  }
  return offset;
}

/** The leg's itineraries planned for the date: each once, fewest flights, then shortest, first. */
export function planLegSorted(
  network: Network,
  origin: Airport,
  destination: Airport,
  localDate: string,
  notBeforeUtc: number,
): ItineraryPlan[] {
  const seen = new Set<string>();
  const plans = planLeg(network, origin, destination, localDate, notBeforeUtc).filter((plan) => {
    if (seen.has(plan.key)) return false;
    seen.add(plan.key);
    return true;
  });
  return plans.sort(
    (a, b) =>
      a.flights.length - b.flights.length || planMinutes(a) - planMinutes(b) || a.key.localeCompare(b.key),
  );
}

/**
 * The plan flown `days` later: the same flights, numbers and order, every instant moved. Its key is
 * written when first read (a search reads it only to break ties), not for each of a leg's plans.
 */
class ShiftedPlan implements ItineraryPlan {
  readonly flights: ScheduledFlight[];
  readonly distanceKm: number;
  readonly validatingCarrier: string;
  readonly shiftedFrom: ItineraryPlan;
  #key: string | undefined;

  constructor(plan: ItineraryPlan, days: number) {
    const by = days * DAY;
    // Written out rather than spread: the object keeps the flight's shape, and this runs per flight.
    this.flights = plan.flights.map((flight) => ({
      from: flight.from,
      to: flight.to,
      carrier: flight.carrier,
      number: flight.number,
      aircraft: flight.aircraft,
      departureUtc: flight.departureUtc + by,
      arrivalUtc: flight.arrivalUtc + by,
      distanceKm: flight.distanceKm,
      seatSeed: flight.seatSeed,
    }));
    this.distanceKm = plan.distanceKm;
    this.validatingCarrier = plan.validatingCarrier;
    this.shiftedFrom = plan.shiftedFrom ?? plan;
  }

  get key(): string {
    if (this.#key === undefined) this.#key = planKey(this.flights);
    return this.#key;
  }
}

/**
 * `planLegSorted(…).slice(0, limit)`, mostly without planning. Every carrier flies the same daily
 * timetable, so a leg's planning reads nothing of its date but the UTC offsets of the zones it
 * schedules flights in. Where each of those zones keeps one offset all around two dates, the leg's
 * itineraries on one are those of the other moved by whole days: a route is planned once per set of
 * offsets (its zones' summer and winter times), then shifted. Dates near a change of offset, or so
 * close that the sales cut-off drops some flights, are planned as they are.
 */
export function legItineraries(
  network: Network,
  origin: Airport,
  destination: Airport,
  localDate: string,
  notBeforeUtc: number,
  limit: number,
): ItineraryPlan[] {
  const day = Math.round(Date.parse(`${localDate}T00:00:00Z`) / DAY);
  const own = cachesOf(network);
  const route = `${origin.iataCode}${destination.iataCode}`;
  // Every flight of the date leaves after the start of its day in the easternmost zone (UTC+14).
  const cutOffMatters = notBeforeUtc > day * DAY - DAY;
  const templates = cutOffMatters ? [] : (own.templates.get(route) ?? []);
  let template = templates.find((candidate) =>
    candidate.zones.every(([zone, offset]) => steadyOffset(own, zone, day) === offset),
  );
  if (!template) {
    const datedKey = `${route}${localDate}|${notBeforeUtc}`;
    const dated = own.dated.get(datedKey);
    if (dated) return dated.slice(0, limit);
    const { result: plans, zones } = watchZones(() =>
      planLegSorted(network, origin, destination, localDate, notBeforeUtc),
    );
    const offsets = [...zones].map((zone) => [zone, steadyOffset(own, zone, day)] as const);
    if (cutOffMatters || offsets.some(([, offset]) => offset === null)) {
      own.dated.set(datedKey, plans);
      return plans.slice(0, limit);
    }
    template = { day, zones: offsets as LegTemplate['zones'], plans };
    own.templates.set(route, [template, ...templates].slice(0, VARIANTS_KEPT));
  }
  const days = day - template.day;
  const plans = template.plans.slice(0, limit);
  return days === 0 ? plans : plans.map((plan) => new ShiftedPlan(plan, days));
}
