import type { BagAdditionItem } from '@travel/contract/bag-additions';
import type { Booking } from '@travel/contract/bookings';
import type { JourneyType } from '@travel/domain/baggage';
import type { MoneyAmount } from '@travel/domain/money';
import type { SessionLine } from '../checkout/product-line.ts';

/** The product type a bag addition is stored and registered under (decision 021). */
export const BAG_ADDITION_PRODUCT_TYPE = 'bag-addition';

/** The cart key of a booking's bag addition: one cart per visitor and booking, refreshed on each choice. */
export const bagAdditionCartKey = (referenceId: string) => `bags-${referenceId}`;

/**
 * What a cart keeps of a bag addition (`booking_sessions.line.snapshot`): the booking it adds to,
 * the bags as checked against the fare, and their price as the server computed it.
 */
export interface BagAdditionSnapshot {
  original: { bookingId: string; referenceId: string; locale: Booking['locale'] };
  /** The addition's place among the booking's additions when it was priced (one more than there were). */
  sequence: number;
  items: BagAdditionItem[];
  perDirection: Record<JourneyType, number>;
  /** One bag, all in: in the display currency and in USD (what is charged). */
  unit: { display: MoneyAmount; usd: MoneyAmount };
  travellers: Booking['passenger'];
  itinerary: Booking['itinerary'];
  /** 'yyyy-MM-dd' of the first departure (the trip's date for checkout). */
  firstDepartureDate: string;
}

export type BagAdditionSessionLine = SessionLine<BagAdditionSnapshot>;

/** The selection the cart route hands the line. */
export interface BagAdditionSelection {
  referenceId: string;
  email: string;
  bags: BagAdditionItem[];
  currencyCode?: string;
}
