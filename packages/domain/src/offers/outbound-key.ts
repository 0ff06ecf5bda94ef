import type { Itinerary } from './flight-offer.schemas.ts';

/**
 * Identity of an offer's outbound itinerary, independent of its price, fare and return: its flights
 * and their departure times. URL-safe, so the chosen outbound travels as a GET parameter
 * (`AV0019-20261202T0830.LA0402-20261202T1410`). Results read it from the offer's view
 * (`OfferView.outboundKey`), written once per itinerary of a search.
 */
export function writeOutboundKey(outbound: Itinerary): string {
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
