import { getCurrencyPrecision } from '../money/currency-table.ts';
import { parseScaledDecimal } from '../money/money.ts';
import type { FlightOffer, Itinerary } from './flight-offer.schemas.ts';
import { getLocalHour } from './local-date-time.ts';
import { type OfferSummary, summarizeOffer } from './offer-summary.ts';
import { writeOutboundKey } from './outbound-key.ts';

export const TIMES_OF_DAY = ['early', 'morning', 'afternoon', 'evening', 'late'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/**
 * Hour bands of the local time at the airport, start inclusive:
 * early 00:00-05:59, morning 06:00-11:59, afternoon 12:00-17:59, evening 18:00-21:59, late 22:00-23:59.
 */
export const TIME_OF_DAY_BANDS: Readonly<Record<TimeOfDay, { fromHour: number; toHour: number }>> = {
  early: { fromHour: 0, toHour: 6 },
  morning: { fromHour: 6, toHour: 12 },
  afternoon: { fromHour: 12, toHour: 18 },
  evening: { fromHour: 18, toHour: 22 },
  late: { fromHour: 22, toHour: 24 },
};

export function getTimeOfDay(hour: number): TimeOfDay {
  if (hour < 6) return 'early';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  if (hour < 22) return 'evening';
  return 'late';
}

const DURATION_PATTERN = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/**
 * Durations read before: a search's itineraries take a few hundred distinct ones between them, and the
 * pattern was a tenth of deriving their views. Bounded: cleared when full.
 */
const durationMinutes = new Map<string, number>();
const DURATIONS_KEPT = 5_000;

/** Minutes of an ISO-8601 duration such as 'PT2H30M' or 'P1DT3H' (seconds dropped). */
export function parseIsoDurationMinutes(duration: string): number {
  const known = durationMinutes.get(duration);
  if (known !== undefined) return known;
  const match = DURATION_PATTERN.exec(duration);
  if (!match || duration === 'P' || duration.endsWith('T'))
    throw new Error(`Not an ISO-8601 duration: "${duration}"`);
  const [, days = '0', hours = '0', minutes = '0'] = match;
  const total = Number(days) * 1440 + Number(hours) * 60 + Number(minutes);
  if (durationMinutes.size >= DURATIONS_KEPT) durationMinutes.clear();
  durationMinutes.set(duration, total);
  return total;
}

/** Planned stops: connections plus technical stops inside segments. */
export function countStops(itinerary: Itinerary): number {
  return itinerary.segments.reduce(
    (stops, segment) => stops + (segment.numberOfStops ?? 0),
    itinerary.segments.length - 1,
  );
}

function itineraryMinutes(itinerary: Itinerary): number {
  if (itinerary.duration) return parseIsoDurationMinutes(itinerary.duration);
  // Without a total, flying time is the best we know (layovers cannot be computed across time zones).
  return itinerary.segments.reduce(
    (sum, s) => sum + (s.duration ? parseIsoDurationMinutes(s.duration) : 0),
    0,
  );
}

/**
 * Everything results need, computed once per offer so that filtering and sorting touch plain
 * fields only. Spec §3: these fields all come from the first itinerary.
 */
export type OfferView = {
  /** Position in the supplier's list: the final, stable tie-break. */
  index: number;
  id: string;
  /** Total in minor units of `currency`. */
  priceMinor: number;
  currency: string;
  durationMinutes: number;
  stops: number;
  departureTimeTag: TimeOfDay;
  arrivalTimeTag: TimeOfDay;
  /** Marketing carrier of the first segment. */
  marketingCarrierCode: string;
  /** The first itinerary's `writeOutboundKey`: round trips group and pick their outbound by it. */
  outboundKey: string;
  /** From `pricingOptions.refundableFare`. */
  refundable: boolean;
  /** From `pricingOptions.noPenaltyFare`. */
  noPenalty: boolean;
  offer: OfferSummary;
};

function toMinor(total: string, currency: string): number {
  const { amount, scale } = parseScaledDecimal(total);
  const precision = getCurrencyPrecision(currency);
  if (scale > precision) throw new Error(`Price "${total}" has more decimals than ${currency} allows`);
  return amount * 10 ** (precision - scale);
}

export function deriveOfferView(offer: FlightOffer, index: number, memo?: ItineraryFactsMemo): OfferView {
  return deriveSummaryView(summarizeOffer(offer), index, undefined, memo);
}

/** What results read of an offer's first itinerary (spec §3). */
type FirstItineraryFacts = Pick<
  OfferView,
  'durationMinutes' | 'stops' | 'departureTimeTag' | 'arrivalTimeTag' | 'marketingCarrierCode' | 'outboundKey'
>;

/**
 * Facts already read per itinerary while deriving the views of one list: a search's offers share their
 * itineraries (an outbound flown with several returns and fares), and nobody mutates one. Made per
 * list and dropped with it: a module-wide WeakMap keyed by every search's itineraries cost the garbage
 * collector more than the facts cost to read (a distinct search and its page 297 → 223 µs).
 */
export type ItineraryFactsMemo = Map<Itinerary, FirstItineraryFacts>;

function firstItineraryFacts(
  summary: OfferSummary,
  memo: ItineraryFactsMemo | undefined,
): FirstItineraryFacts {
  const [itinerary] = summary.itineraries;
  if (!itinerary) throw new Error(`Offer ${summary.id} has no itinerary`);
  let facts = memo?.get(itinerary);
  if (!facts) {
    const first = itinerary.segments[0];
    const last = itinerary.segments[itinerary.segments.length - 1];
    if (!first || !last) throw new Error(`Offer ${summary.id} has no segment`);
    facts = {
      durationMinutes: itineraryMinutes(itinerary),
      stops: countStops(itinerary),
      departureTimeTag: getTimeOfDay(getLocalHour(first.departure.at)),
      arrivalTimeTag: getTimeOfDay(getLocalHour(last.arrival.at)),
      marketingCarrierCode: first.carrierCode,
      outboundKey: writeOutboundKey(itinerary),
    };
    memo?.set(itinerary, facts);
  }
  return facts;
}

/**
 * The view of an offer's summary priced at `priceMinor` minor units of `currency`; views of one list
 * share a `memo`.
 */
export function deriveViewPricedAt(
  summary: OfferSummary,
  index: number,
  priceMinor: number,
  currency: string,
  memo?: ItineraryFactsMemo,
): OfferView {
  const facts = firstItineraryFacts(summary, memo);
  return {
    index,
    id: summary.id,
    priceMinor,
    currency,
    durationMinutes: facts.durationMinutes,
    stops: facts.stops,
    departureTimeTag: facts.departureTimeTag,
    arrivalTimeTag: facts.arrivalTimeTag,
    marketingCarrierCode: facts.marketingCarrierCode,
    outboundKey: facts.outboundKey,
    refundable: summary.refundable,
    noPenalty: summary.noPenalty,
    offer: summary,
  };
}

/**
 * The view of an offer's summary; `price` (the currency the view is priced in) defaults to the
 * summary's own.
 */
export function deriveSummaryView(
  summary: OfferSummary,
  index: number,
  price: { total: string; currency: string } = summary.price,
  memo?: ItineraryFactsMemo,
): OfferView {
  return deriveViewPricedAt(summary, index, toMinor(price.total, price.currency), price.currency, memo);
}

export function deriveOfferViews(offers: readonly FlightOffer[]): OfferView[] {
  const memo: ItineraryFactsMemo = new Map();
  return offers.map((offer, index) => deriveOfferView(offer, index, memo));
}
