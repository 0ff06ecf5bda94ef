import { convertDecimalToMinor, type ExchangeRateTable } from '../money/exchange-rates.ts';
import type { MoneyAmount } from '../money/money.schemas.ts';
import { formatMinorUnits } from '../money/money.ts';
import type { FlightOffer } from '../offers/flight-offer.schemas.ts';
import type { IncludedBags } from '../offers/included-bags.ts';
import { countStops, type OfferView, parseIsoDurationMinutes } from '../offers/offer-view.ts';
import { type DecimalAmount, priceAllIn } from '../payment/all-in-price.ts';

/** Carrier codes to names (a search answer's `dictionaries.carriers`). */
export type CarrierNames = Readonly<Record<string, string>>;

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

/** What one offer card shows: a projection of the supplier offer; prices from the domain's all-in rule. */
export type OfferCardModel = {
  id: string;
  /** Round trips: the outbound this offer flies (the link of step one). */
  outboundKey: string;
  /** Total for every traveller with the per-booking service fee, in the display currency (decimal text). */
  total: { amount: string; currency: string };
  /** The first adult's fare with a share of the service fee. */
  perAdult: { amount: string; currency: string } | null;
  /** The service fee included in `total`. */
  fees: { amount: string; currency: string };
  travellers: number;
  /** Personal item, carry-on and checked bags included per traveller in the fare. */
  bags: IncludedBags;
  refundable: boolean;
  noPenalty: boolean;
  carrierCode: string;
  carrierName: string;
  itineraries: OfferCardItinerary[];
};

function carrierName(code: string, carriers: CarrierNames): string {
  return carriers[code] ?? code;
}

function toItinerary(
  itinerary: FlightOffer['itineraries'][number],
  carriers: CarrierNames,
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
      ...new Set(itinerary.segments.map((segment) => carrierName(segment.carrierCode, carriers))),
    ],
    flightNumbers: itinerary.segments.map((segment) => `${segment.carrierCode} ${segment.number}`),
  };
}

/** A supplier amount in the display currency (the identity when the offer is already localized). */
export type ToDisplayAmount = (amount: DecimalAmount) => DecimalAmount;

const asIs: ToDisplayAmount = (amount) => amount;

/**
 * Supplier amounts converted to `currency` at `table`'s rates, for the dozen cards a results page shows.
 * Not through convertDecimalAmount's memo: a page converts a few dozen amounts, mostly new ones, and
 * the memo's entries outlived the young generation.
 */
export function toDisplayAmountIn(currency: string, table: ExchangeRateTable): ToDisplayAmount {
  return ({ amount, currency: from }) => ({
    amount: formatMinorUnits(convertDecimalToMinor(amount, from, currency, table), currency),
    currency,
  });
}

/**
 * `fees`: the per-booking service fees in the display currency (the search answer's
 * `meta.bookingFees`); none when an answer predates them. `toDisplay` converts the offer's amounts
 * when the offer is the supplier's (a results page converts the two a card shows, not the whole offer).
 */
export function toOfferCard(
  view: OfferView,
  carriers: CarrierNames,
  fees?: MoneyAmount,
  toDisplay: ToDisplayAmount = asIs,
): OfferCardModel {
  const { offer } = view;
  const total = toDisplay({
    amount: offer.price.grandTotal ?? offer.price.total,
    currency: offer.price.currency,
  });
  const price = priceAllIn({
    total,
    perAdult: offer.adultTotal ? toDisplay(offer.adultTotal) : null,
    travellers: offer.travellers,
    fees: fees ?? { amount: 0, currency: total.currency },
  });
  return {
    id: offer.id,
    outboundKey: view.outboundKey,
    total: price.total,
    perAdult: price.perAdult,
    fees: price.fees,
    travellers: offer.travellers,
    bags: offer.bags,
    refundable: view.refundable,
    noPenalty: view.noPenalty,
    carrierCode: view.marketingCarrierCode,
    carrierName: carrierName(view.marketingCarrierCode, carriers),
    itineraries: offer.itineraries.map((itinerary) => toItinerary(itinerary, carriers)),
  };
}

/** Bounds of the price slider in minor units: from the cheapest offer to the dearest one. */
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
