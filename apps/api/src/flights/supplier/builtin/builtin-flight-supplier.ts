import type {
  FareDetailsBySegment,
  FlightOffer,
  FlightSegment,
  Itinerary,
  OfferSummary,
  TravelerPricing,
} from '@travel/domain/offers';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../platform/clock.ts';
import type { ReferenceData } from '../../../platform/reference-data/reference-data.loader.ts';
import { createRandom, extendHash, randomFor } from '../../../platform/seeded-random.ts';
import type {
  BagOption,
  FareRules,
  FlightDictionaries,
  FlightSearchQuery,
  FlightSearchResult,
  FlightSearchSummaries,
  FlightSupplier,
  PriceOfferResult,
  Tax,
  TravelerType,
} from '../flight-supplier.port.ts';
import { findBuiltinCheapestDates } from './builtin-cheapest-dates.ts';
import { compareIdentities } from './candidate-order.ts';
import {
  applyBp,
  checkedBagCents,
  departureTaxCents,
  FARE_FAMILIES,
  type FareFamily,
  formatCents,
  fuelSurchargeCents,
  legBaseFareCents,
  roundToDollars,
} from './fare-pricing.ts';
import {
  AIRCRAFT_NAMES,
  createNetwork,
  distanceKm,
  type ItineraryPlan,
  type Network,
  planMinutes,
  type ScheduledFlight,
} from './flight-inventory.ts';
import { legItineraries } from './leg-itineraries.ts';
import { addDays, daysBetween, formatDuration, formatLocalDateTime } from './local-time.ts';
import { couldHaveIssued, decodeOfferId, offerIdAt, offerIdPrefix } from './offer-id.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** Flights are sold until three hours before departure. */
const SALES_CUTOFF_HOURS = 3;
const MAX_OFFERS = 250;
const ROUND_TRIP_BP = 9_500;
const CHILD_BP = 7_500;
const INFANT_BP = 1_000;
const BAG_WEIGHT_KG = 23;
/** The built-in supplier charges no fees of its own: one list shared by every offer. */
const SUPPLIER_FEES = [
  { amount: '0.00', type: 'SUPPLIER' },
  { amount: '0.00', type: 'TICKETING' },
];
/** Search answers kept for the offer lookups and pricings that follow (about 1 MB of objects each). */
const RECENT_SEARCHES_KEPT = 16;

export interface BuiltinFlightSupplierOptions {
  referenceData: ReferenceData;
  clock: Clock;
}

interface Traveler {
  id: string;
  type: TravelerType;
  associatedAdultId?: string;
}

/** Taxes of a traveller type in cents per code, in the order the codes first appear. */
type TaxCents = ReadonlyArray<readonly [code: string, cents: number]>;
type TaxesByType = Readonly<Record<TravelerType, TaxCents>>;

interface Candidate {
  plans: ItineraryPlan[];
  family: FareFamily;
  seats: number;
  adultBaseCents: number;
  /** Every traveller's fare and taxes: the offer's total. */
  totalCents: number;
  /** Taxes of one traveller of each type, summed over the plans. */
  taxCents: Readonly<Record<TravelerType, number>>;
  minutes: number;
}

/**
 * Parts that many offers of a search share, built once and handed to each (nobody mutates an offer:
 * the air service writes them as JSON once per shared part, see `writeLocalizedOffersJson`).
 */
interface SharedParts {
  itineraries: Map<ItineraryPlan, Map<number, Itinerary>>;
  /** The itineraries of the plans flown together: the same for each fare family's offer of them. */
  journeys: Map<readonly ItineraryPlan[], Itinerary[]>;
  fareDetails: Map<string, FareDetailsBySegment[]>;
  validatingCodes: Map<string, string[]>;
  /** Taxes of the plans flown together (an outbound and a return), keyed by the plans. */
  taxes: Map<ItineraryPlan, Map<ItineraryPlan | null, TaxesByType>>;
  /** What every offer of the search has in common. */
  cabin: FlightSearchQuery['cabin'];
  travelers: Traveler[];
  advanceCode: string;
  lastTicketingDate: string;
}

/** Creates the built-in supplier: indexes are built once here, searches are pure computations. */
export function createBuiltinFlightSupplier({
  referenceData,
  clock,
}: BuiltinFlightSupplierOptions): FlightSupplier {
  const carrierNames = new Map(referenceData.airlines.map((airline) => [airline.iataCode, airline.name]));
  const network = createNetwork(referenceData.airports, carrierNames.keys());
  // A booking re-runs its search several times within minutes (the offer lookup, its pricing at
  // validate and again when the trip is chosen): the latest answers are kept, keyed by everything
  // they depend on. Offers are shared, so nobody may change one (the air service localizes copies).
  const recent = new LRUCache<string, FlightSearchResult>({ max: RECENT_SEARCHES_KEPT });
  const search = (query: FlightSearchQuery, searchHour: number) => {
    const key = `${searchHour}|${JSON.stringify(query)}`;
    let result = recent.get(key);
    if (!result) {
      result = searchOffers(network, carrierNames, query, searchHour);
      recent.set(key, result);
    }
    return result;
  };
  const currentHour = () => Math.floor(clock.now().getTime() / HOUR);
  /** Ids come from clients: only those this supplier could have made are rebuilt. */
  const decodeIssuedOfferId = (id: string) => {
    const parts = decodeOfferId(id);
    return parts && couldHaveIssued(parts, currentHour()) ? parts : null;
  };

  return {
    async searchOffers(query) {
      return search(query, currentHour());
    },
    // Not kept: the air service keeps the views it makes of them, and the offer chosen is looked up
    // (a whole search, kept in `recent`).
    async searchSummaries(query) {
      return searchSummaries(network, carrierNames, query, currentHour());
    },
    async getOffer(id) {
      const parts = decodeIssuedOfferId(id);
      if (!parts) return null;
      return search(parts.query, parts.searchHour).offers[parts.index] ?? null;
    },
    async cheapestDates(query) {
      return findBuiltinCheapestDates(
        (search) => searchOffers(network, carrierNames, search, currentHour()),
        query,
      );
    },
    async priceOffer(offer): Promise<PriceOfferResult> {
      const parts = decodeIssuedOfferId(offer.id);
      if (!parts) return { status: 'gone' };
      const original = search(parts.query, parts.searchHour).offers[parts.index];
      if (!original || offerKey(original) !== offerKey(offer)) return { status: 'gone' };
      const now = search(parts.query, currentHour());
      const current = now.offers.find((candidate) => offerKey(candidate) === offerKey(original));
      if (!current) return { status: 'gone' };
      return {
        status: 'priced',
        offer: current,
        priceChanged: current.price.total !== original.price.total,
        previousTotal: original.price.total,
        fareRules: fareRulesOf(current),
        bags: bagOptionsOf(network, current),
        dictionaries: now.dictionaries,
      };
    },
  };
}

/** Identity of an offer independent of its price: flights, times and fare family. */
export function offerKey(offer: FlightOffer): string {
  const flights = offer.itineraries.flatMap((itinerary) =>
    itinerary.segments.map((segment) => `${segment.carrierCode}${segment.number}@${segment.departure.at}`),
  );
  const brand = offer.travelerPricings[0]?.fareDetailsBySegment[0]?.brandedFare ?? '';
  return `${flights.join('+')}/${brand}`;
}

function travelersOf(query: FlightSearchQuery): Traveler[] {
  const { adult, child, infant } = query.travelerInfo;
  const travelers: Traveler[] = [];
  for (let i = 0; i < adult; i++) travelers.push({ id: String(travelers.length + 1), type: 'ADULT' });
  for (let i = 0; i < child; i++) travelers.push({ id: String(travelers.length + 1), type: 'CHILD' });
  for (let i = 0; i < infant; i++) {
    travelers.push({
      id: String(travelers.length + 1),
      type: 'HELD_INFANT',
      associatedAdultId: String(i + 1),
    });
  }
  return travelers;
}

function isSearchable(network: Network, query: FlightSearchQuery): boolean {
  const { adult, child, infant } = query.travelerInfo;
  const counts = [adult, child, infant];
  if (counts.some((count) => !Number.isInteger(count) || count < 0 || count > 9)) return false;
  if (adult < 1 || adult + child > 9 || infant > adult) return false;
  if (query.legInfo.length < 1 || query.legInfo.length > 2) return false;
  return query.legInfo.every((leg) => {
    const from = network.airports.get(leg.from);
    const to = network.airports.get(leg.to);
    return (
      from !== undefined &&
      to !== undefined &&
      from.cityCode !== to.cityCode &&
      /^\d{4}-\d{2}-\d{2}$/.test(leg.departureDate) &&
      !Number.isNaN(Date.parse(`${leg.departureDate}T00:00:00Z`))
    );
  });
}

/** Seats left in the cabin of a flight: fewer close to departure, sometimes none. */
function seatsLeft(flight: ScheduledFlight, cabin: string, daysToDeparture: number): number {
  // randomFor('seats', carrier, number, departure, cabin), the flight's part hashed once.
  const random = createRandom(extendHash(extendHash(flight.seatSeed, flight.departureUtc), cabin));
  const seats = 1 + Math.floor(random() * 9);
  const sold =
    daysToDeparture < 3 ? Math.floor(random() * 6) : daysToDeparture < 14 ? Math.floor(random() * 3) : 0;
  return Math.max(0, seats - sold);
}

/**
 * A leg's itineraries: a pure function of the route, the day, the search hour and the limit. Not kept
 * here: most come shifted from a route's template at little cost (`legItineraries`), and plans kept
 * per date outlived the young generation, so the garbage collector copied and promoted every one
 * (a third of a distinct search's time went to the collector).
 */
function legPlans(
  network: Network,
  query: FlightSearchQuery,
  legIndex: number,
  searchHour: number,
  limit: number,
): ItineraryPlan[] {
  const leg = query.legInfo[legIndex];
  const origin = leg && network.airports.get(leg.from);
  const destination = leg && network.airports.get(leg.to);
  if (!leg || !origin || !destination) return [];
  const notBefore = (searchHour + SALES_CUTOFF_HOURS) * HOUR;
  return legItineraries(network, origin, destination, leg.departureDate, notBefore, limit);
}

function combine(outbound: ItineraryPlan[], inbound: ItineraryPlan[] | null): ItineraryPlan[][] {
  if (!inbound) return outbound.map((plan) => [plan]);
  const combos: ItineraryPlan[][] = [];
  for (const out of outbound) {
    const returns = inbound.filter((back) => back.validatingCarrier === out.validatingCarrier).slice(0, 3);
    const chosen = returns.length > 0 ? returns : inbound.slice(0, 2);
    for (const back of chosen) {
      const lastOut = out.flights[out.flights.length - 1] as ScheduledFlight;
      const firstBack = back.flights[0] as ScheduledFlight;
      if (firstBack.departureUtc - lastOut.arrivalUtc >= 2 * HOUR) combos.push([out, back]);
    }
  }
  return combos;
}

/** A search's best candidates, in the order its offers take, and what their offers share. */
interface RankedSearch {
  candidates: Candidate[];
  shared: SharedParts;
  /** The hour the offers' ids name. */
  hour: number;
}

function newDictionaries(): FlightDictionaries {
  return { locations: {}, aircraft: {}, currencies: { USD: 'US DOLLAR' }, carriers: {} };
}

/**
 * Names the airports, aircraft and carriers a candidate flies in the answer's dictionaries; `described`
 * holds the plans already named (most are flown by several candidates).
 */
function describeIn(
  dictionaries: FlightDictionaries,
  candidate: Candidate,
  carrierNames: ReadonlyMap<string, string>,
  described: Set<ItineraryPlan>,
) {
  for (const plan of candidate.plans) {
    if (described.has(plan)) continue;
    described.add(plan);
    for (const flight of plan.flights) {
      for (const airport of [flight.from, flight.to]) {
        if (airport.iataCode in dictionaries.locations) continue;
        dictionaries.locations[airport.iataCode] = {
          cityCode: airport.cityCode,
          countryCode: airport.countryCode,
        };
      }
      dictionaries.aircraft[flight.aircraft] = AIRCRAFT_NAMES[flight.aircraft] ?? flight.aircraft;
      dictionaries.carriers[flight.carrier] = carrierNames.get(flight.carrier) ?? flight.carrier;
    }
  }
}

/**
 * A search's answer: each ranked candidate made into a whole offer with its id, and the dictionaries
 * naming what the candidates fly. `searchSummaries` repeats this loop on purpose: one loop taking the
 * maker as a callback made the call polymorphic and V8 stopped inlining it (distinct results pages
 * 300+ → 245 req/s in bench/api-search).
 */
function searchOffers(
  network: Network,
  carrierNames: ReadonlyMap<string, string>,
  query: FlightSearchQuery,
  searchHour: number,
): FlightSearchResult {
  const dictionaries = newDictionaries();
  const ranked = rankOffers(network, query, searchHour);
  const idPrefix = offerIdPrefix(query, ranked.hour);
  const described = new Set<ItineraryPlan>();
  const offers = ranked.candidates.map((candidate, index) => {
    describeIn(dictionaries, candidate, carrierNames, described);
    return buildOffer(candidate, ranked.shared, offerIdAt(idPrefix, index));
  });
  return { offers, dictionaries };
}

/**
 * `searchOffers`' offers summarised, without building them (see `summarizeCandidate`), with the names
 * of the carriers they fly.
 */
function searchSummaries(
  network: Network,
  carrierNames: ReadonlyMap<string, string>,
  query: FlightSearchQuery,
  searchHour: number,
): FlightSearchSummaries {
  const carriers: Record<string, string> = {};
  const ranked = rankOffers(network, query, searchHour);
  const idPrefix = offerIdPrefix(query, ranked.hour);
  const named = new Set<ItineraryPlan>();
  const offers = ranked.candidates.map((candidate, index) => {
    for (const plan of candidate.plans) {
      if (named.has(plan)) continue;
      named.add(plan);
      for (const { carrier } of plan.flights) carriers[carrier] ??= carrierNames.get(carrier) ?? carrier;
    }
    return summarizeCandidate(candidate, ranked.shared, offerIdAt(idPrefix, index));
  });
  return { offers, carriers };
}

function rankOffers(network: Network, query: FlightSearchQuery, searchHour: number): RankedSearch {
  if (!isSearchable(network, query)) {
    return { candidates: [], shared: sharedParts(query, [], '0', ''), hour: searchHour };
  }

  const searchDay = new Date(searchHour * HOUR).toISOString().slice(0, 10);
  // The sales cut-off only matters for departures today or tomorrow; for later trips the search is
  // pinned to the start of the day, so the same query gives the same offers (and ids) all day.
  const firstDate = query.legInfo[0]?.departureDate ?? searchDay;
  const hour =
    firstDate <= addDays(searchDay, 1) ? searchHour : Math.floor(Date.parse(`${searchDay}T00:00:00Z`) / HOUR);
  const roundTrip = query.legInfo.length === 2;
  const perLeg = roundTrip ? 40 : 90;
  const outbound = legPlans(network, query, 0, hour, perLeg);
  const inbound = roundTrip ? legPlans(network, query, 1, hour, perLeg) : null;
  const seated = query.travelerInfo.adult + query.travelerInfo.child;
  const families = FARE_FAMILIES[query.cabin].filter(
    (family) =>
      (!query.refundableFare || family.refundable) &&
      (!query.noPenaltyFare || family.noPenalty) &&
      (!query.noRestrictionFare || family.noRestriction),
  );

  const travelers = travelersOf(query);
  const party = query.travelerInfo;
  const legDays = query.legInfo.map((leg) => daysBetween(searchDay, leg.departureDate));
  // A plan's seats and fare on its leg do not depend on the plan it is combined with: priced once
  // per plan, not once per combination. The leg's plans share their distance, so a fare depends
  // only on the plan's carrier and stops.
  const legPricing = query.legInfo.map((leg, legIndex) => {
    const daysToDeparture = legDays[legIndex] ?? 0;
    const od = `${leg.from}${leg.to}${leg.departureDate}`;
    const byPlan = new Map<ItineraryPlan, { seats: number; fareCents: number }>();
    const fares = new Map<string, number>();
    const fareOf = (plan: ItineraryPlan) => {
      const stops = plan.flights.length - 1;
      const key = `${plan.validatingCarrier}${stops}`;
      let fareCents = fares.get(key);
      if (fareCents === undefined) {
        fareCents = legBaseFareCents({
          distanceKm: plan.distanceKm,
          cabin: query.cabin,
          departureDate: leg.departureDate,
          daysToDeparture,
          stops,
          carrierBp: 9_000 + Math.floor(randomFor('carrier', plan.validatingCarrier, od)() * 2_500),
          demandBp: 9_600 + Math.floor(randomFor('demand', plan.validatingCarrier, od, searchDay)() * 800),
        });
        fares.set(key, fareCents);
      }
      return fareCents;
    };
    return (plan: ItineraryPlan) => {
      let priced = byPlan.get(plan);
      if (!priced) {
        let seats = 9;
        for (const flight of plan.flights)
          seats = Math.min(seats, seatsLeft(flight, query.cabin, daysToDeparture));
        priced = { seats, fareCents: fareOf(plan) };
        byPlan.set(plan, priced);
      }
      return priced;
    };
  });
  const candidates: Candidate[] = [];
  for (const plans of combine(outbound, inbound)) {
    let seats = 9;
    let fareCents = 0;
    const taxCents = { ADULT: 0, CHILD: 0, HELD_INFANT: 0 };
    for (let legIndex = 0; legIndex < plans.length; legIndex++) {
      const plan = plans[legIndex] as ItineraryPlan;
      const priced = legPricing[legIndex]?.(plan);
      if (!priced) continue;
      seats = Math.min(seats, priced.seats);
      fareCents += priced.fareCents;
      const taxes = taxesOfPlan(plan);
      taxCents.ADULT += taxes.sums.ADULT;
      taxCents.CHILD += taxes.sums.CHILD;
      taxCents.HELD_INFANT += taxes.sums.HELD_INFANT;
    }
    if (seats < seated) continue;
    if (roundTrip) fareCents = applyBp(fareCents, ROUND_TRIP_BP);
    let minutes = 0;
    for (const plan of plans) minutes += planMinutes(plan);
    for (const family of families) {
      const adultBaseCents = roundToDollars(applyBp(fareCents, family.factorBp));
      // Every traveller's fare and taxes: travellers of a type pay the same.
      const totalCents =
        party.adult * (adultBaseCents + taxCents.ADULT) +
        party.child * (baseFareOf(adultBaseCents, 'CHILD') + taxCents.CHILD) +
        party.infant * (baseFareOf(adultBaseCents, 'HELD_INFANT') + taxCents.HELD_INFANT);
      candidates.push({
        plans,
        family,
        seats,
        adultBaseCents,
        totalCents,
        taxCents,
        minutes,
      });
    }
  }
  candidates.sort((a, b) => a.totalCents - b.totalCents || a.minutes - b.minutes || compareIdentities(a, b));

  const firstDeparture = query.legInfo[0]?.departureDate ?? searchDay;
  const ticketBy = addDays(searchDay, 3);
  const daysToDeparture = legDays[0] ?? 0;
  const shared = sharedParts(
    query,
    travelers,
    daysToDeparture < 7 ? '0' : daysToDeparture < 21 ? '7' : '21',
    ticketBy < firstDeparture ? ticketBy : firstDeparture,
  );
  return { candidates: candidates.slice(0, MAX_OFFERS), shared, hour };
}

function sharedParts(
  query: FlightSearchQuery,
  travelers: Traveler[],
  advanceCode: string,
  lastTicketingDate: string,
): SharedParts {
  return {
    itineraries: new Map(),
    journeys: new Map(),
    fareDetails: new Map(),
    validatingCodes: new Map(),
    taxes: new Map(),
    cabin: query.cabin,
    travelers,
    advanceCode,
    lastTicketingDate,
  };
}

/** Base fare of a traveller: children pay 75 % and lap infants 10 % of the adult fare. */
function baseFareOf(adultBaseCents: number, type: TravelerType): number {
  if (type === 'ADULT') return adultBaseCents;
  return roundToDollars(applyBp(adultBaseCents, type === 'CHILD' ? CHILD_BP : INFANT_BP));
}

function planTaxCents(plan: ItineraryPlan, type: TravelerType): TaxCents {
  const byCode = new Map<string, number>();
  const add = (code: string, cents: number) => {
    if (cents > 0) byCode.set(code, (byCode.get(code) ?? 0) + cents);
  };
  for (const flight of plan.flights) {
    const departure = departureTaxCents(flight.from.countryCode);
    add(flight.from.countryCode, type === 'HELD_INFANT' ? Math.floor(departure / 2) : departure);
    if (type !== 'HELD_INFANT') add('YQ', fuelSurchargeCents(flight.distanceKm));
  }
  return [...byCode];
}

/**
 * A plan's taxes per traveller type: a pure function of its flights' countries and distances, kept
 * with the (cached) plan, or with the plan it was shifted from, which flies the same.
 */
const planTaxes = new WeakMap<ItineraryPlan, PlanTaxes>();

/** A plan's taxes per traveller type, and their sums (each combination of plans adds them up). */
type PlanTaxes = TaxesByType & { sums: Readonly<Record<TravelerType, number>> };

function taxesOfPlan(dated: ItineraryPlan): PlanTaxes {
  const plan = dated.shiftedFrom ?? dated;
  let taxes = planTaxes.get(plan);
  if (!taxes) {
    const ADULT = planTaxCents(plan, 'ADULT');
    const CHILD = planTaxCents(plan, 'CHILD');
    const HELD_INFANT = planTaxCents(plan, 'HELD_INFANT');
    taxes = {
      ADULT,
      CHILD,
      HELD_INFANT,
      sums: { ADULT: sumTaxCents(ADULT), CHILD: sumTaxCents(CHILD), HELD_INFANT: sumTaxCents(HELD_INFANT) },
    };
    planTaxes.set(plan, taxes);
  }
  return taxes;
}

/** Taxes of the plans flown together, per code in order of first appearance (as one pass over the flights). */
function taxesOfPlans(plans: readonly ItineraryPlan[], shared: SharedParts): TaxesByType {
  const [first, second = null] = plans;
  if (!first) return { ADULT: [], CHILD: [], HELD_INFANT: [] };
  let bySecond = shared.taxes.get(first);
  if (!bySecond) {
    bySecond = new Map();
    shared.taxes.set(first, bySecond);
  }
  let taxes = bySecond.get(second);
  if (!taxes) {
    taxes = mergeTaxes(plans);
    bySecond.set(second, taxes);
  }
  return taxes;
}

function mergeTaxes(plans: readonly ItineraryPlan[]): TaxesByType {
  if (plans.length === 1 && plans[0]) return taxesOfPlan(plans[0]);
  const merge = (type: TravelerType): TaxCents => {
    const byCode = new Map<string, number>();
    for (const plan of plans) {
      for (const [code, cents] of taxesOfPlan(plan)[type]) byCode.set(code, (byCode.get(code) ?? 0) + cents);
    }
    return [...byCode];
  };
  return { ADULT: merge('ADULT'), CHILD: merge('CHILD'), HELD_INFANT: merge('HELD_INFANT') };
}

function sumTaxCents(taxes: TaxCents): number {
  let sum = 0;
  for (const [, cents] of taxes) sum += cents;
  return sum;
}

/** Tax lists as offers carry them: one per plans flown together and traveller type, shared by its fares. */
const taxLists = new WeakMap<TaxCents, Tax[]>();

function toTaxes(taxes: TaxCents): Tax[] {
  let list = taxLists.get(taxes);
  if (!list) {
    list = taxes.map(([code, cents]) => ({ code, amount: formatCents(cents) }));
    taxLists.set(taxes, list);
  }
  return list;
}

/**
 * A plan's itinerary as offers carry it, for the number its first segment takes (segments are
 * numbered across the legs of an offer): built once per search and shared by every offer that flies
 * the plan. Not kept with the (cached) plan: thousands of legs' itineraries would fill the heap.
 */
function itineraryOf(shared: SharedParts, plan: ItineraryPlan, firstSegmentNumber: number): Itinerary {
  let byNumber = shared.itineraries.get(plan);
  if (!byNumber) {
    byNumber = new Map();
    shared.itineraries.set(plan, byNumber);
  }
  let itinerary = byNumber.get(firstSegmentNumber);
  if (!itinerary) {
    const segments: FlightSegment[] = plan.flights.map((flight, index) => ({
      id: String(firstSegmentNumber + index),
      departure: {
        iataCode: flight.from.iataCode,
        at: formatLocalDateTime(flight.departureUtc, flight.from.timeZone),
      },
      arrival: {
        iataCode: flight.to.iataCode,
        at: formatLocalDateTime(flight.arrivalUtc, flight.to.timeZone),
      },
      carrierCode: flight.carrier,
      number: flight.number,
      aircraft: { code: flight.aircraft },
      operating: { carrierCode: flight.carrier },
      duration: formatDuration((flight.arrivalUtc - flight.departureUtc) / MINUTE),
      numberOfStops: 0,
      blacklistedInEU: false,
    }));
    itinerary = { duration: formatDuration(planMinutes(plan)), segments };
    byNumber.set(firstSegmentNumber, itinerary);
  }
  return itinerary;
}

/** A fare family's pricing options: the same object for every offer of the family. */
const familyPricingOptions = new Map<FareFamily, NonNullable<FlightOffer['pricingOptions']>>();

function pricingOptionsOf(family: FareFamily): NonNullable<FlightOffer['pricingOptions']> {
  let options = familyPricingOptions.get(family);
  if (!options) {
    options = {
      fareType: ['PUBLISHED'],
      includedCheckedBagsOnly: family.includedBags > 0,
      refundableFare: family.refundable,
      noPenaltyFare: family.noPenalty,
      noRestrictionFare: family.noRestriction,
    };
    familyPricingOptions.set(family, options);
  }
  return options;
}

/**
 * Bags a traveller's fare includes: the family's checked bags (none for a lap infant) and one cabin
 * bag, except on LIGHT, which like the region's basic fares carries only the personal item under the
 * seat (and a lap infant has no cabin bag of their own).
 */
function includedBagsOf(family: FareFamily, type: TravelerType): { checked: number; cabin: number } {
  return {
    checked: type === 'HELD_INFANT' ? 0 : family.includedBags,
    cabin: family.brand === 'LIGHT' || type === 'HELD_INFANT' ? 0 : 1,
  };
}

function buildOffer(candidate: Candidate, shared: SharedParts, id: string): FlightOffer {
  const { family, plans } = candidate;
  const itineraries = itinerariesOf(candidate, shared);
  let segmentCount = 0;
  for (const plan of plans) segmentCount += plan.flights.length;

  const validating = plans[0]?.validatingCarrier ?? '';
  /** A traveller's fare details: the same for every traveller with the same bags on this fare. */
  const fareDetailsFor = (checkedBags: number, cabinBags: number): FareDetailsBySegment[] => {
    const key = `${segmentCount}|${validating}|${family.brand}|${checkedBags}|${cabinBags}`;
    let details = shared.fareDetails.get(key);
    if (!details) {
      const fareBasis =
        `${family.bookingClass}${family.brand.slice(0, 3)}${shared.advanceCode}${validating}`.replace(
          /[^A-Z0-9]/g,
          '',
        );
      details = Array.from({ length: segmentCount }, (_, index) => ({
        segmentId: String(index + 1),
        cabin: shared.cabin,
        fareBasis,
        brandedFare: family.brand,
        class: family.bookingClass,
        includedCheckedBags:
          checkedBags > 0
            ? { quantity: checkedBags, weight: BAG_WEIGHT_KG, weightUnit: 'KG' }
            : { quantity: 0 },
        includedCabinBags: { quantity: cabinBags },
      }));
      shared.fareDetails.set(key, details);
    }
    return details;
  };

  const taxesByType = taxesOfPlans(plans, shared);
  let totalCents = 0;
  let baseCents = 0;
  // Travellers of a type pay the same: one price and one set of fare details per type, shared.
  const byType = new Map<
    TravelerType,
    Pick<TravelerPricing, 'price' | 'fareDetailsBySegment'> & { totalCents: number; baseCents: number }
  >();
  const travelerPricings: TravelerPricing[] = shared.travelers.map((traveler) => {
    let priced = byType.get(traveler.type);
    if (!priced) {
      const base = baseFareOf(candidate.adultBaseCents, traveler.type);
      const total = base + candidate.taxCents[traveler.type];
      const bags = includedBagsOf(family, traveler.type);
      priced = {
        price: {
          currency: 'USD',
          total: formatCents(total),
          base: formatCents(base),
          taxes: toTaxes(taxesByType[traveler.type]),
        },
        fareDetailsBySegment: fareDetailsFor(bags.checked, bags.cabin),
        totalCents: total,
        baseCents: base,
      };
      byType.set(traveler.type, priced);
    }
    totalCents += priced.totalCents;
    baseCents += priced.baseCents;
    return traveler.associatedAdultId
      ? {
          travelerId: traveler.id,
          fareOption: 'STANDARD',
          travelerType: traveler.type,
          associatedAdultId: traveler.associatedAdultId,
          price: priced.price,
          fareDetailsBySegment: priced.fareDetailsBySegment,
        }
      : {
          travelerId: traveler.id,
          fareOption: 'STANDARD',
          travelerType: traveler.type,
          price: priced.price,
          fareDetailsBySegment: priced.fareDetailsBySegment,
        };
  });
  let firstBagCents = 0;
  for (const plan of plans) firstBagCents += checkedBagCents(plan.distanceKm, 1);
  let validatingAirlineCodes = shared.validatingCodes.get(validating);
  if (!validatingAirlineCodes) {
    validatingAirlineCodes = [validating];
    shared.validatingCodes.set(validating, validatingAirlineCodes);
  }

  return {
    type: 'flight-offer',
    id,
    source: 'GDS',
    instantTicketingRequired: false,
    nonHomogeneous: false,
    oneWay: false,
    lastTicketingDate: shared.lastTicketingDate,
    numberOfBookableSeats: candidate.seats,
    itineraries,
    price: {
      currency: 'USD',
      total: formatCents(totalCents),
      base: formatCents(baseCents),
      grandTotal: formatCents(totalCents),
      fees: SUPPLIER_FEES,
      additionalServices: [{ amount: formatCents(firstBagCents), type: 'CHECKED_BAGS' }],
    },
    pricingOptions: pricingOptionsOf(family),
    validatingAirlineCodes,
    travelerPricings,
  };
}

/**
 * The candidate's itineraries as its offer carries them, its segments numbered across the legs; one
 * list for the candidates of every fare family that fly the same plans.
 */
function itinerariesOf(candidate: Candidate, shared: SharedParts): Itinerary[] {
  let itineraries = shared.journeys.get(candidate.plans);
  if (!itineraries) {
    let segmentCount = 0;
    itineraries = candidate.plans.map((plan) => {
      const itinerary = itineraryOf(shared, plan, segmentCount + 1);
      segmentCount += plan.flights.length;
      return itinerary;
    });
    shared.journeys.set(candidate.plans, itineraries);
  }
  return itineraries;
}

/** The bags an adult's fare includes as results read them: one object per fare family. */
const familyBags = new Map<FareFamily, OfferSummary['bags']>();

function summaryBagsOf(family: FareFamily): OfferSummary['bags'] {
  let bags = familyBags.get(family);
  if (!bags) {
    // An adult's allowance, as readIncludedBags reads it from the first adult's first segment.
    const adult = includedBagsOf(family, 'ADULT');
    bags = { personalItem: true, carryOn: adult.cabin, checked: adult.checked };
    familyBags.set(family, bags);
  }
  return bags;
}

/**
 * `summarizeOffer(buildOffer(candidate))` without building the offer: the totals are the candidate's
 * (the traveller prices `buildOffer` adds up), and the fare's bags and flags are the family's.
 */
function summarizeCandidate(candidate: Candidate, shared: SharedParts, id: string): OfferSummary {
  const { family } = candidate;
  const total = formatCents(candidate.totalCents);
  const hasAdult = shared.travelers.some((traveler) => traveler.type === 'ADULT');
  return {
    id,
    itineraries: itinerariesOf(candidate, shared),
    price: { currency: 'USD', total, grandTotal: total },
    adultTotal: hasAdult
      ? { amount: formatCents(candidate.adultBaseCents + candidate.taxCents.ADULT), currency: 'USD' }
      : null,
    travellers: shared.travelers.length,
    bags: summaryBagsOf(family),
    refundable: family.refundable,
    noPenalty: family.noPenalty,
  };
}

function fareRulesOf(offer: FlightOffer): FareRules {
  // Every built-in offer carries its fare flags and a priced adult; an offer without them has none.
  const { refundableFare = false, noPenaltyFare = false } = offer.pricingOptions ?? {};
  const adultBase = Number(offer.travelerPricings[0]?.price?.base?.replace('.', '') ?? 0);
  const penalty = noPenaltyFare ? 0 : Math.min(adultBase, 15_000);
  return {
    currency: 'USD',
    rules: [
      {
        category: 'REFUND',
        notApplicable: !refundableFare,
        maxPenaltyAmount: formatCents(refundableFare ? penalty : adultBase),
      },
      { category: 'EXCHANGE', notApplicable: false, maxPenaltyAmount: formatCents(penalty) },
    ],
  };
}

/** Chargeable checked bags per itinerary: one or two extra bags, priced per traveller. */
function bagOptionsOf(network: Network, offer: FlightOffer): Record<string, BagOption> {
  const travelerIds = offer.travelerPricings
    .filter((pricing) => pricing.travelerType !== 'HELD_INFANT')
    .map((pricing) => pricing.travelerId);
  const bags: Record<string, BagOption> = {};
  offer.itineraries.forEach((itinerary, index) => {
    const first = itinerary.segments[0];
    const last = itinerary.segments[itinerary.segments.length - 1];
    const from = first && network.airports.get(first.departure.iataCode);
    const to = last && network.airports.get(last.arrival.iataCode);
    if (!from || !to) return;
    const km = distanceKm(from, to);
    const segmentIds = itinerary.segments.map((segment) => segment.id);
    const one = checkedBagCents(km, 1);
    const two = one + checkedBagCents(km, 2);
    for (const [quantity, cents] of [
      [1, one],
      [2, two],
    ] as const) {
      bags[String(index * 2 + quantity)] = {
        quantity,
        name: 'CHECKED_BAG',
        price: { amount: formatCents(cents), currencyCode: 'USD' },
        bookableByItinerary: true,
        segmentIds,
        travelerIds,
      };
    }
  });
  return bags;
}
