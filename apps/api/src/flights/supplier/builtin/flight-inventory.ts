import { LRUCache } from 'lru-cache';
import type { Airport } from '../../../platform/reference-data/reference-data.loader.ts';
import { hashParts, hashString, randomFor } from '../../../platform/seeded-random.ts';
import { CARRIER_COUNTRY, COUNTRY_CARRIERS, HUB_CARRIERS, mayFly } from './flight-network.ts';
import { isoDateOfDay, localToUtcMs } from './local-time.ts';

/**
 * The schedule model. Each carrier flies the same daily timetable on a route (seeded by carrier and
 * route), so GRU–PTY on CM has the same flight numbers whether the traveller goes on to MIA or JFK.
 * Itineraries for a leg are direct flights where the route is plausible, one-stop connections
 * through hubs and, for thin routes, two-stop connections; all respect minimum connection times,
 * never revisit an airport and stay within 1.6× the great-circle distance (domestic trips may route
 * via a hub of their own country, as regional networks do).
 */

const MINUTE = 60_000;
const DAY = 86_400_000;
const EARTH_RADIUS_KM = 6371;
/** Airways are not great circles: add 4 %. Block time = taxi and climb overhead + cruise. */
const ROUTE_FACTOR = 1.04;
const CRUISE_KM_PER_MIN = 14;
const TAXI_OVERHEAD_MIN = 25;
const MAX_DETOUR = 1.6;
const MAX_DOMESTIC_VIA_HUB_KM = 3500;
const MIN_CONNECTION_DOMESTIC_MIN = 60;
const MIN_CONNECTION_INTERNATIONAL_MIN = 90;
const MAX_CONNECTION_MIN = 8 * 60;

export interface ScheduledFlight {
  from: Airport;
  to: Airport;
  carrier: string;
  number: string;
  aircraft: string;
  departureUtc: number;
  arrivalUtc: number;
  distanceKm: number;
  /** `hashParts(['seats', carrier, number])`: the flight's part of its seats' seed, hashed once. */
  seatSeed: number;
}

export interface ItineraryPlan {
  flights: ScheduledFlight[];
  /** Great-circle distance origin to destination, km. */
  distanceKm: number;
  /** Carrier that issues the ticket: the one flying the longest flight. */
  validatingCarrier: string;
  /** Identity of the plan: each flight's carrier, number and departure instant (`planKey`). */
  readonly key: string;
  /** The plan this one is, on another date (`legItineraries`): what does not depend on dates is shared. */
  shiftedFrom?: ItineraryPlan;
}

export interface Network {
  airports: ReadonlyMap<string, Airport>;
  hubs: ReadonlyArray<{ airport: Airport; carriers: readonly string[] }>;
  carriers: ReadonlySet<string>;
}

/** Precomputes the indexes a search needs: airports by code and the hubs with known carriers. */
export function createNetwork(airports: readonly Airport[], carrierCodes: Iterable<string>): Network {
  const byCode = new Map(airports.map((airport) => [airport.iataCode, airport]));
  const carriers = new Set([...carrierCodes].filter((code) => code in CARRIER_COUNTRY));
  const hubs = Object.entries(HUB_CARRIERS).flatMap(([code, hubCarriers]) => {
    const airport = byCode.get(code);
    const flying = hubCarriers.filter((carrier) => carriers.has(carrier));
    return airport && flying.length > 0 ? [{ airport, carriers: flying }] : [];
  });
  return { airports: byCode, hubs, carriers };
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Airport, b: Airport): number {
  const toRad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * toRad;
  const dLon = (b.longitude - a.longitude) * toRad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * toRad) * Math.cos(b.latitude * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Block minutes of a flight: overhead plus cruise over the airway distance, to 5 minutes. */
export function blockMinutes(km: number): number {
  return Math.round((TAXI_OVERHEAD_MIN + (km * ROUTE_FACTOR) / CRUISE_KM_PER_MIN) / 5) * 5;
}

/** Whether a non-stop between two airports is plausible given their sizes and the distance. */
export function isPlausibleNonStop(a: Airport, b: Airport, km: number): boolean {
  if (km < 120 || km > 15_500) return false;
  const small = Math.min(a.size, b.size);
  const large = Math.max(a.size, b.size);
  if (a.countryCode === b.countryCode && km <= 2500) return large >= 30 || (small >= 8 && km <= 800);
  if (km <= 2000) return small >= 25 && large >= 50;
  if (km <= 4500) return small >= 30 && large >= 50;
  if (km <= 9000) return small >= 50 && large >= 75;
  return small >= 75;
}

function carriersForNonStop(network: Network, a: Airport, b: Airport): string[] {
  const candidates = [
    ...(HUB_CARRIERS[a.iataCode] ?? []),
    ...(HUB_CARRIERS[b.iataCode] ?? []),
    ...(COUNTRY_CARRIERS[a.countryCode] ?? []),
    ...(COUNTRY_CARRIERS[b.countryCode] ?? []),
  ];
  const result: string[] = [];
  for (const carrier of candidates) {
    if (result.includes(carrier) || !network.carriers.has(carrier)) continue;
    if (!mayFly(carrier, a.countryCode, b.countryCode)) continue;
    const home = CARRIER_COUNTRY[carrier];
    // Foreign carriers fly only from their hubs (no fifth-freedom routes in this model).
    const hubbed = HUB_CARRIERS[a.iataCode]?.includes(carrier) || HUB_CARRIERS[b.iataCode]?.includes(carrier);
    const local =
      COUNTRY_CARRIERS[a.countryCode]?.includes(carrier) ||
      COUNTRY_CARRIERS[b.countryCode]?.includes(carrier);
    if (!hubbed && !local && home !== a.countryCode && home !== b.countryCode) continue;
    result.push(carrier);
    if (result.length === 3) break;
  }
  return result;
}

const AIRCRAFT_BY_RANGE: ReadonlyArray<readonly [number, readonly string[]]> = [
  [1200, ['E90', '320', '73H', 'AT7']],
  [4500, ['320', '32N', '738', '7M8']],
  [8500, ['788', '332', '763']],
  [Number.POSITIVE_INFINITY, ['789', '77W', '359']],
];

export const AIRCRAFT_NAMES: Readonly<Record<string, string>> = {
  E90: 'EMBRAER 190',
  AT7: 'ATR 72',
  '320': 'AIRBUS A320',
  '32N': 'AIRBUS A320NEO',
  '73H': 'BOEING 737-800 (WINGLETS)',
  '738': 'BOEING 737-800',
  '7M8': 'BOEING 737 MAX 8',
  '788': 'BOEING 787-8',
  '789': 'BOEING 787-9',
  '332': 'AIRBUS A330-200',
  '763': 'BOEING 767-300',
  '77W': 'BOEING 777-300ER',
  '359': 'AIRBUS A350-900',
};

function dailyFrequency(a: Airport, b: Airport, km: number): number {
  const base = Math.floor((a.size + b.size) / 35);
  const longHaulCut = km > 8500 ? 4 : km > 4500 ? 2 : 0;
  return Math.max(1, Math.min(6, base - longHaulCut));
}

const timetableCache = new Map<
  string,
  ReadonlyArray<{ number: string; minutes: number; aircraft: string; seatSeed: number }>
>();

/** The daily timetable of a carrier on a route: flight numbers and local departure minutes. */
function timetable(carrier: string, a: Airport, b: Airport, km: number) {
  const key = `${carrier}${a.iataCode}${b.iataCode}`;
  let flights = timetableCache.get(key);
  if (!flights) {
    const random = randomFor('timetable', carrier, a.iataCode, b.iataCode);
    const frequency = dailyFrequency(a, b, km);
    const firstNumber = 100 + (hashString(`number|${key}`) % 8800);
    const window = 17 * 60; // departures between 05:30 and 22:30
    const slot = Math.floor(window / frequency);
    const aircraftChoices = AIRCRAFT_BY_RANGE.find(([range]) => km <= range)?.[1] ?? ['320'];
    flights = Array.from({ length: frequency }, (_, index) => {
      const number = String(firstNumber + index * 2);
      return {
        number,
        minutes: 330 + index * slot + Math.floor((random() * (slot - 20)) / 5) * 5,
        aircraft: aircraftChoices[Math.floor(random() * aircraftChoices.length)] ?? '320',
        seatSeed: hashParts(['seats', carrier, number]),
      };
    });
    if (timetableCache.size > 100_000) timetableCache.clear();
    timetableCache.set(key, flights);
  }
  return flights;
}

/** The least recently used go first: a search reads a few hundred of these, so this spans ~100 searches. */
const flightsCache = new LRUCache<string, ScheduledFlight[]>({ max: 30_000 });

/** The zones whose offsets plannings read while one is being watched (`watchZones`). */
let zonesRead: Set<string> | null = null;

/** Runs a planning and gives the zones whose UTC offsets it read: its only inputs besides the route. */
export function watchZones<T>(planning: () => T): { result: T; zones: ReadonlySet<string> } {
  const zones = new Set<string>();
  const outer = zonesRead;
  zonesRead = zones;
  try {
    return { result: planning(), zones };
  } finally {
    zonesRead = outer;
    for (const zone of zones) outer?.add(zone);
  }
}

/** Flights of a carrier from a to b departing on a local date at a (memoised: a pure function). */
export function flightsOn(carrier: string, a: Airport, b: Airport, localDate: string): ScheduledFlight[] {
  zonesRead?.add(a.timeZone);
  const key = `${carrier}${a.iataCode}${b.iataCode}${localDate}`;
  let flights = flightsCache.get(key);
  if (!flights) {
    flights = scheduleFlights(carrier, a, b, localDate);
    flightsCache.set(key, flights);
  }
  return flights;
}

function scheduleFlights(carrier: string, a: Airport, b: Airport, localDate: string): ScheduledFlight[] {
  const km = distanceKm(a, b);
  const block = blockMinutes(km);
  return timetable(carrier, a, b, km).map((entry) => {
    const departureUtc = localToUtcMs(localDate, entry.minutes, a.timeZone);
    return {
      from: a,
      to: b,
      carrier,
      number: entry.number,
      aircraft: entry.aircraft,
      departureUtc,
      arrivalUtc: departureUtc + block * MINUTE,
      distanceKm: km,
      seatSeed: entry.seatSeed,
    };
  });
}

function minimumConnection(arriving: ScheduledFlight, leaving: ScheduledFlight): number {
  const domestic =
    arriving.from.countryCode === arriving.to.countryCode &&
    leaving.from.countryCode === leaving.to.countryCode;
  return domestic ? MIN_CONNECTION_DOMESTIC_MIN : MIN_CONNECTION_INTERNATIONAL_MIN;
}

/** The first flights (up to `limit`) of a carrier from a to b that make a connection from `arriving`. */
function connectingFlights(
  carrier: string,
  arriving: ScheduledFlight,
  to: Airport,
  limit: number,
): ScheduledFlight[] {
  const hub = arriving.to;
  const arrivalDay = Math.floor(arriving.arrivalUtc / DAY);
  const result: ScheduledFlight[] = [];
  for (let day = arrivalDay - 1; day <= arrivalDay + 1; day++) {
    for (const flight of flightsOn(carrier, hub, to, isoDateOfDay(day))) {
      const gap = (flight.departureUtc - arriving.arrivalUtc) / MINUTE;
      if (gap >= minimumConnection(arriving, flight) && gap <= MAX_CONNECTION_MIN) result.push(flight);
    }
  }
  return result.sort((x, y) => x.departureUtc - y.departureUtc).slice(0, limit);
}

/** Minutes from a plan's first departure to its last arrival. */
export function planMinutes(plan: ItineraryPlan): number {
  const first = plan.flights[0] as ScheduledFlight;
  const last = plan.flights[plan.flights.length - 1] as ScheduledFlight;
  return (last.arrivalUtc - first.departureUtc) / MINUTE;
}

/** A plan's identity: each flight's carrier, number and departure instant. */
export function planKey(flights: readonly ScheduledFlight[]): string {
  let key = '';
  for (const flight of flights)
    key += `${key ? '+' : ''}${flight.carrier}${flight.number}@${flight.departureUtc}`;
  return key;
}

function plan(flights: ScheduledFlight[], distance: number): ItineraryPlan {
  let longest = flights[0] as ScheduledFlight;
  for (const flight of flights) if (flight.distanceKm > longest.distanceKm) longest = flight;
  return { flights, distanceKm: distance, validatingCarrier: longest.carrier, key: planKey(flights) };
}

function withinDetour(origin: Airport, destination: Airport, total: number, via: Airport[]): boolean {
  const direct = distanceKm(origin, destination);
  if (total <= direct * MAX_DETOUR) return true;
  const domestic = via.every(
    (hub) => hub.countryCode === origin.countryCode && hub.countryCode === destination.countryCode,
  );
  return domestic && total <= MAX_DOMESTIC_VIA_HUB_KM;
}

function servesLeg(network: Network, carrier: string, a: Airport, b: Airport): boolean {
  if (!network.carriers.has(carrier) || !mayFly(carrier, a.countryCode, b.countryCode)) return false;
  const km = distanceKm(a, b);
  // A hub feeds the airports of its own country whatever their size.
  if (a.countryCode === b.countryCode && km <= MAX_DOMESTIC_VIA_HUB_KM) return km >= 120;
  return isPlausibleNonStop(a, b, km);
}

/**
 * Itineraries for one leg departing on a local date at the origin, earliest departure first within
 * each kind. `notBeforeUtc` drops flights that leave too soon to be sold.
 */
export function planLeg(
  network: Network,
  origin: Airport,
  destination: Airport,
  localDate: string,
  notBeforeUtc: number,
): ItineraryPlan[] {
  const direct = distanceKm(origin, destination);
  const plans: ItineraryPlan[] = [];
  const open = (flight: ScheduledFlight) => flight.departureUtc >= notBeforeUtc;

  if (isPlausibleNonStop(origin, destination, direct)) {
    for (const carrier of carriersForNonStop(network, origin, destination)) {
      for (const flight of flightsOn(carrier, origin, destination, localDate)) {
        if (open(flight)) plans.push(plan([flight], direct));
      }
    }
  }

  const hubs = network.hubs.filter(
    ({ airport }) =>
      airport.cityCode !== origin.cityCode &&
      airport.cityCode !== destination.cityCode &&
      withinDetour(origin, destination, distanceKm(origin, airport) + distanceKm(airport, destination), [
        airport,
      ]),
  );
  for (const { airport: hub, carriers } of hubs) {
    for (const carrier of carriers) {
      if (!servesLeg(network, carrier, origin, hub) || !servesLeg(network, carrier, hub, destination))
        continue;
      for (const first of flightsOn(carrier, origin, hub, localDate)) {
        if (!open(first)) continue;
        const second = connectingFlights(carrier, first, destination, 1)[0];
        if (second) plans.push(plan([first, second], direct));
      }
    }
  }

  if (plans.length < 12) plans.push(...planTwoStops(network, origin, destination, localDate, open, hubs));
  return plans;
}

function planTwoStops(
  network: Network,
  origin: Airport,
  destination: Airport,
  localDate: string,
  open: (flight: ScheduledFlight) => boolean,
  oneStopHubs: Network['hubs'],
): ItineraryPlan[] {
  const direct = distanceKm(origin, destination);
  const plans: ItineraryPlan[] = [];
  const candidates = network.hubs.filter(
    ({ airport }) => airport.cityCode !== origin.cityCode && airport.cityCode !== destination.cityCode,
  );
  const pairs: Array<{
    first: (typeof candidates)[number];
    second: (typeof candidates)[number];
    total: number;
  }> = [];
  for (const first of candidates) {
    const toFirst = distanceKm(origin, first.airport);
    if (toFirst > direct * MAX_DETOUR && first.airport.countryCode !== origin.countryCode) continue;
    for (const second of candidates) {
      if (second.airport.cityCode === first.airport.cityCode) continue;
      const total =
        toFirst + distanceKm(first.airport, second.airport) + distanceKm(second.airport, destination);
      if (!withinDetour(origin, destination, total, [first.airport, second.airport])) continue;
      if (oneStopHubs.length > 3 && total > direct * 1.35) continue;
      pairs.push({ first, second, total });
    }
  }
  pairs.sort((x, y) => x.total - y.total);
  let used = 0;
  for (const { first, second } of pairs) {
    if (used >= 6) break;
    const feeder = first.carriers.find((carrier) => servesLeg(network, carrier, origin, first.airport));
    const trunk = second.carriers.find(
      (carrier) =>
        servesLeg(network, carrier, first.airport, second.airport) &&
        servesLeg(network, carrier, second.airport, destination),
    );
    if (!feeder || !trunk) continue;
    let found = false;
    for (const leg1 of flightsOn(feeder, origin, first.airport, localDate)) {
      if (!open(leg1)) continue;
      const leg2 = connectingFlights(trunk, leg1, second.airport, 1)[0];
      const leg3 = leg2 && connectingFlights(trunk, leg2, destination, 1)[0];
      if (leg2 && leg3) {
        plans.push(plan([leg1, leg2, leg3], direct));
        found = true;
      }
    }
    if (found) used++;
  }
  return plans;
}
