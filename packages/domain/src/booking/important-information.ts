import type { FlightOffer } from '../offers/index.ts';

/**
 * Spec §9 important information before paying: which notes apply to what is being bought. The words
 * are the web app's; the rules are here.
 */
export type ImportantNote =
  /** The fare refunds nothing if the trip is cancelled. */
  | 'nonRefundableFare'
  /** The fare can be refunded under its rules. */
  | 'refundableFare'
  /** Names exactly as in the passport or identity document. */
  | 'namesAsInDocument'
  /** No checked bag is included for at least one traveller on one flight: it is bought here or at the airport. */
  | 'checkedBagNotIncluded'
  /** Every traveller has a checked bag on every flight. */
  | 'checkedBagIncluded'
  /** Passport or identity document, visas and transit rules are the traveller's to check. */
  | 'travelDocuments'
  /** Some destinations ask for vaccines (yellow fever) or health forms. */
  | 'vaccines'
  /** The confirmation arrives by e-mail: the address must be right. */
  | 'confirmationByEmail';

/** Whether every traveller has at least one checked bag included on every segment. */
function everyoneHasACheckedBag(offer: FlightOffer): boolean {
  const details = offer.travelerPricings.flatMap((pricing) => pricing.fareDetailsBySegment);
  return (
    details.length > 0 &&
    details.every((segment) => {
      const bags = segment.includedCheckedBags;
      return bags !== undefined && ((bags.quantity ?? 0) > 0 || (bags.weight ?? 0) > 0);
    })
  );
}

/** The notes for a flight, in the order a traveller should read them. */
export function flightImportantNotes(offer: FlightOffer): ImportantNote[] {
  return [
    offer.pricingOptions?.refundableFare === true ? 'refundableFare' : 'nonRefundableFare',
    'namesAsInDocument',
    everyoneHasACheckedBag(offer) ? 'checkedBagIncluded' : 'checkedBagNotIncluded',
    'travelDocuments',
    'vaccines',
    'confirmationByEmail',
  ];
}

/** The notes for a hotel stay: the cancellation terms are shown with the room itself. */
export function hotelImportantNotes(): ImportantNote[] {
  return ['namesAsInDocument', 'confirmationByEmail'];
}
