import type { HotelLineView, HotelOfferPrice, HotelStayView } from '@travel/contract/hotels';
import type { HotelRoom } from '@travel/domain/hotels';
import type { SessionLine } from '../checkout/product-line.ts';
import type { HotelOffer } from './supplier/hotel-supplier.port.ts';

/** The product type a hotel line is stored and registered under. */
export const HOTEL_PRODUCT_TYPE = 'hotel';

/** The words of a line that depend on the reader's language (the supplier's room, the policies). */
export type HotelLineWords = Pick<HotelLineView, 'room' | 'cancellation' | 'policies' | 'address'>;

/**
 * What a cart keeps of a hotel room (`booking_sessions.line.snapshot`): the supplier's offer as it was
 * re-priced (USD), the hotel, the stay, the price in the display currency and the words in every
 * language, so e-mails and My Journey read the same in Spanish, English and Portuguese. Written and read only by
 * the hotel line.
 */
export interface HotelLineSnapshot {
  offer: HotelOffer;
  hotel: Pick<HotelLineView, 'hotelId' | 'name' | 'rating' | 'image'>;
  boardType: HotelLineView['boardType'];
  stay: HotelStayView;
  price: HotelOfferPrice;
  /** `pt` is missing from carts priced before Portuguese was offered. */
  words: { es: HotelLineWords; en: HotelLineWords; pt?: HotelLineWords };
}

export type HotelSessionLine = SessionLine<HotelLineSnapshot>;

/** What set/hotel-order hands the line (contract SetHotelOrderBody's product part). */
export interface HotelSelection {
  hotelOffer: { id: string; price: { total: string; currency: 'USD' } };
  currencyCode: string;
  rooms?: HotelRoom[] | undefined;
}
