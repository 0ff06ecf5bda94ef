import type { ValidateOfferResponse } from '@travel/contract/flights';
import type { BagOption } from '@travel/domain/baggage';
import type { MoneyAmount } from '@travel/domain/money';
import type { FlightOffer } from '@travel/domain/offers';
import type { LineExtrasChoice, SessionLine } from '../checkout/product-line.ts';

/** The product type a flight line is stored and registered under. */
export const FLIGHT_PRODUCT_TYPE = 'flight';

/** The offer as the server re-priced it, localized to the display currency, with `price.intTotal` in USD. */
export type PricedFlightOffer = FlightOffer & { price: FlightOffer['price'] & { intTotal: MoneyAmount } };
/** A bag option as priced: in the display currency, with its USD twin. */
export type PricedBagOption = BagOption & { intPrice: MoneyAmount };
/** The bags of one direction, priced by the server. */
export type FlightBags = LineExtrasChoice['baggages'][number];

/**
 * What a cart keeps of a flight (`booking_sessions.line.snapshot`): the pricing answer the offer was
 * re-priced with, and the bags the visitor added. Written and read only by the flight line.
 */
export interface FlightLineSnapshot {
  offer: PricedFlightOffer;
  /** `included.bags` of the pricing answer: the bag options for sale, with their USD `intPrice`. */
  bagOptions: Record<string, PricedBagOption>;
  fareRules: ValidateOfferResponse['included']['detailed-fare-rules'] | null;
  dictionaries: ValidateOfferResponse['dictionaries'] | null;
  /** The bags the visitor added (none until add/additional-services). */
  bags: FlightBags[];
  /** The id add/additional-services answered for those bags. */
  additionalServicesId: string | null;
}

export type FlightSessionLine = SessionLine<FlightLineSnapshot>;
