import type { FlightOffer, Itinerary } from './flight-offer.schemas.ts';
import { type IncludedBags, readIncludedBags } from './included-bags.ts';

/**
 * What results read of an offer: its flights, its price and what its card says about the fare. A full
 * offer gives it (`summarizeOffer`); a supplier may give it without building the offer, since a search
 * finds a couple of hundred offers, a page shows a dozen and the traveller chooses one.
 */
export type OfferSummary = {
  id: string;
  itineraries: Itinerary[];
  price: { currency: string; total: string; grandTotal?: string };
  /** The first adult's total (the card's per-adult price); null when no adult travels. */
  adultTotal: { amount: string; currency: string } | null;
  travellers: number;
  bags: IncludedBags;
  refundable: boolean;
  noPenalty: boolean;
};

export function summarizeOffer(offer: FlightOffer): OfferSummary {
  const adult = offer.travelerPricings.find((pricing) => pricing.travelerType === 'ADULT');
  const { currency, total, grandTotal } = offer.price;
  return {
    id: offer.id,
    itineraries: offer.itineraries,
    price: grandTotal === undefined ? { currency, total } : { currency, total, grandTotal },
    adultTotal: adult?.price ? { amount: adult.price.total, currency: adult.price.currency } : null,
    travellers: offer.travelerPricings.length,
    bags: readIncludedBags(offer),
    refundable: offer.pricingOptions?.refundableFare === true,
    noPenalty: offer.pricingOptions?.noPenaltyFare === true,
  };
}
