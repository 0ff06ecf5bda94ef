import type { Dictionaries } from '@travel/contract/flights';
import { countStops, type FlightOffer, type OfferView, parseIsoDurationMinutes } from '@travel/domain/offers';

export type OfferCardItinerary = {
  from: string;
  to: string;
  /** Local times at the airports, as the supplier wrote them. */
  departureAt: string;
  arrivalAt: string;
  durationMinutes: number;
  stops: number;
  /** Airports where the traveller changes planes. */
  via: string[];
  carrierNames: string[];
  flightNumbers: string[];
};

/** What one offer card shows: a projection of the supplier offer, no arithmetic on prices. */
export type OfferCardModel = {
  id: string;
  /** Total for every traveller, in the display currency (decimal text). */
  total: { amount: string; currency: string };
  /** The first adult's fare. */
  perAdult: { amount: string; currency: string } | null;
  travellers: number;
  /** Checked bags included per traveller on the first segment; null when the fare does not say. */
  includedBags: number | null;
  refundable: boolean;
  noPenalty: boolean;
  carrierCode: string;
  carrierName: string;
  itineraries: OfferCardItinerary[];
};

function carrierName(code: string, dictionaries: Dictionaries): string {
  return dictionaries.carriers?.[code] ?? code;
}

function toItinerary(
  itinerary: FlightOffer['itineraries'][number],
  dictionaries: Dictionaries,
): OfferCardItinerary {
  const first = itinerary.segments[0];
  const last = itinerary.segments[itinerary.segments.length - 1];
  if (!first || !last) throw new Error('An itinerary without segments cannot be shown');
  return {
    from: first.departure.iataCode,
    to: last.arrival.iataCode,
    departureAt: first.departure.at,
    arrivalAt: last.arrival.at,
    durationMinutes: itinerary.duration ? parseIsoDurationMinutes(itinerary.duration) : 0,
    stops: countStops(itinerary),
    via: itinerary.segments.slice(1).map((segment) => segment.departure.iataCode),
    carrierNames: [
      ...new Set(itinerary.segments.map((segment) => carrierName(segment.carrierCode, dictionaries))),
    ],
    flightNumbers: itinerary.segments.map((segment) => `${segment.carrierCode} ${segment.number}`),
  };
}

export function toOfferCard(view: OfferView, dictionaries: Dictionaries): OfferCardModel {
  const { offer } = view;
  const adult = offer.travelerPricings.find((pricing) => pricing.travelerType === 'ADULT');
  const bags = offer.travelerPricings[0]?.fareDetailsBySegment[0]?.includedCheckedBags?.quantity;
  return {
    id: offer.id,
    total: { amount: offer.price.grandTotal ?? offer.price.total, currency: offer.price.currency },
    perAdult: adult?.price ? { amount: adult.price.total, currency: adult.price.currency } : null,
    travellers: offer.travelerPricings.length,
    includedBags: bags ?? null,
    refundable: view.refundable,
    noPenalty: view.noPenalty,
    carrierCode: view.marketingCarrierCode,
    carrierName: carrierName(view.marketingCarrierCode, dictionaries),
    itineraries: offer.itineraries.map((itinerary) => toItinerary(itinerary, dictionaries)),
  };
}

/**
 * Bounds of the price slider in minor units: from the cheapest offer to the dearest one. (A pure rule
 * the domain lacks; see the report.)
 */
export function getPriceBounds(views: readonly OfferView[]): { min: number; max: number } | null {
  if (views.length === 0) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const view of views) {
    if (view.priceMinor < min) min = view.priceMinor;
    if (view.priceMinor > max) max = view.priceMinor;
  }
  return { min, max };
}
