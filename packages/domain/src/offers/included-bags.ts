import type { FlightOffer } from './flight-offer.schemas.ts';

/** What a fare includes per traveller, as a card shows it. `null`: the fare does not say. */
export type IncludedBags = {
  /** A bag under the seat: part of every fare on the airlines the site sells. */
  personalItem: true;
  /** Cabin bags in the overhead bin (Amadeus `includedCabinBags`). */
  carryOn: number | null;
  checked: number | null;
};

/**
 * The first adult's allowance on the first segment (the fare's, the same on every segment of a
 * branded fare); the first traveller's when there is no adult.
 */
export function readIncludedBags(offer: FlightOffer): IncludedBags {
  const pricing =
    offer.travelerPricings.find((traveller) => traveller.travelerType === 'ADULT') ??
    offer.travelerPricings[0];
  const fare = pricing?.fareDetailsBySegment[0];
  const cabin = (fare as { includedCabinBags?: { quantity?: unknown } } | undefined)?.includedCabinBags;
  return {
    personalItem: true,
    carryOn: typeof cabin?.quantity === 'number' ? cabin.quantity : null,
    checked: fare?.includedCheckedBags?.quantity ?? null,
  };
}
