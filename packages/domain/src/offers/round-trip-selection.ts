import type { FlightOffer, Itinerary } from './flight-offer.schemas.ts';
import { type OfferView, parseIsoDurationMinutes } from './offer-view.ts';

/**
 * Identity of an offer's outbound itinerary, independent of its price, fare and return: its flights
 * and their departure times. URL-safe, so the chosen outbound travels as a GET parameter
 * (`AV0019-20261202T0830.LA0402-20261202T1410`).
 */
export function getOutboundKey(offer: Pick<FlightOffer, 'itineraries'>): string {
  const outbound = offer.itineraries[0];
  if (!outbound) return '';
  let key = outboundKeys.get(outbound);
  if (key === undefined) {
    key = writeOutboundKey(outbound);
    outboundKeys.set(outbound, key);
  }
  return key;
}

/**
 * Keys of itineraries already seen: a search's offers share their outbound itineraries (a results
 * page groups and looks them up several times), and nobody mutates an itinerary once offered.
 */
const outboundKeys = new WeakMap<Itinerary, string>();

function writeOutboundKey(outbound: Itinerary): string {
  return outbound.segments
    .map(
      (segment) =>
        `${segment.carrierCode}${segment.number.padStart(4, '0')}-${segment.departure.at
          .slice(0, 16)
          .replace(/[-:]/g, '')}`,
    )
    .join('.');
}

/** Whether a text could be an outbound key (a hostile or mangled URL is ignored, not searched). */
export function isOutboundKey(text: string): boolean {
  return /^[A-Z0-9]{2,3}\d{1,4}-\d{8}T\d{4}(\.[A-Z0-9]{2,3}\d{1,4}-\d{8}T\d{4}){0,5}$/.test(text);
}

/**
 * Round trips, step one: each distinct outbound once, represented by its cheapest offer (the "desde"
 * round-trip price), in the order the outbounds first appear. Filter before grouping, so a fare
 * filter (refundable…) picks the cheapest fare that passes it.
 */
export function groupByOutbound(views: readonly OfferView[]): OfferView[] {
  const cheapest = new Map<string, OfferView>();
  for (const view of views) {
    const key = getOutboundKey(view.offer);
    const current = cheapest.get(key);
    if (!current || view.priceMinor < current.priceMinor) cheapest.set(key, view);
  }
  return [...cheapest.values()].sort((a, b) => a.index - b.index);
}

/**
 * Round trips, step two: the offers that fly the chosen outbound, each a whole round trip with its
 * own return and fare; cheapest first, then the shorter return, then the supplier's order.
 */
export function listReturnsFor(views: readonly OfferView[], outboundKey: string): OfferView[] {
  const returnMinutes = (view: OfferView) => {
    const duration = view.offer.itineraries[1]?.duration;
    return duration ? parseIsoDurationMinutes(duration) : 0;
  };
  return views
    .filter((view) => getOutboundKey(view.offer) === outboundKey)
    .sort((a, b) => a.priceMinor - b.priceMinor || returnMinutes(a) - returnMinutes(b) || a.index - b.index);
}
