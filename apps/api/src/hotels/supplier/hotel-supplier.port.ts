import type { SiteLocale } from '@travel/contract/locale';
import type { AccommodationType } from '@travel/domain/hotels';

/**
 * The hotel supplier port, in the Amadeus wire shapes (shared/reference/amadeus HotelList_v1,
 * HotelSearch_v3 and HotelBooking_v2): hotels around a geocode, their room offers for a stay, one offer
 * re-priced, and the order. Amounts are decimal strings in USD, as Amadeus sends them. The built-in
 * adapter and the Amadeus adapter implement it; the composition root picks one with the flight
 * supplier's switch (FLIGHT_SUPPLIER=builtin|amadeus, select-hotel-supplier.ts).
 */

export interface GeoCode {
  latitude: number;
  longitude: number;
}

/** A hotel of HotelList_v1 (by-geocode), with the fields the built-in inventory also knows. */
export interface HotelListing {
  hotelId: string;
  chainCode: string;
  name: string;
  /** The IATA city code the hotel is filed under. */
  iataCode: string;
  geoCode: GeoCode;
  address: { countryCode: string };
  distance?: { value: number; unit: 'KM' | 'MILE' };
  /** Stars '1'–'5' when the supplier says. */
  rating?: string;
  amenities?: string[];
}

export interface HotelListQuery {
  geoCode: GeoCode;
  radius: number;
  radiusUnit: 'KM' | 'MILE';
}

/** One room of the stay: adults and each child's age. */
export interface HotelRoomOccupancy {
  adults: number;
  childAges: number[];
}

export interface HotelOffersQuery {
  hotelIds: string[];
  checkInDate: string;
  checkOutDate: string;
  rooms: HotelRoomOccupancy[];
  lang: SiteLocale;
}

export interface HotelTax {
  amount: string;
  currency: string;
  code: string;
  included: boolean;
  pricingFrequency?: 'PER_STAY' | 'PER_NIGHT';
  pricingMode?: 'PER_PRODUCT' | 'PER_OCCUPANT';
}

export interface HotelCancellationPolicy {
  type?: 'FULL_STAY';
  /** What cancelling after the deadline costs (a decimal string in the offer's currency). */
  amount?: string;
  numberOfNights?: number;
  /** Free cancellation until then: the hotel's local time, 'yyyy-MM-ddTHH:mm:ss'. */
  deadline?: string;
  description?: { text: string; lang?: string };
}

/** A room offer of HotelSearch_v3 (HotelOffer): what the site reads of it; more fields pass through. */
export interface HotelOffer {
  type?: 'hotel-offer';
  id: string;
  checkInDate?: string;
  checkOutDate?: string;
  roomQuantity?: string;
  rateCode: string;
  rateFamilyEstimated?: { code: string; type: string };
  boardType?: string;
  room: {
    type?: string;
    typeEstimated?: { category?: string; beds?: number; bedType?: string };
    description?: { text: string; lang?: string };
  };
  /**
   * The guests the price is for, in all the rooms (Amadeus answers adults per room: its adapter
   * multiplies them by the room count, so every supplier means the same here).
   */
  guests?: { adults: number; childAges?: number[] };
  price: {
    currency: string;
    base?: string;
    total: string;
    taxes?: HotelTax[];
    variations?: {
      average?: { base?: string; total?: string };
      changes?: Array<{ startDate: string; endDate: string; base?: string; total?: string }>;
    };
  };
  policies?: {
    paymentType?: 'GUARANTEE' | 'DEPOSIT' | 'PREPAY' | 'HOLDTIME';
    cancellations?: HotelCancellationPolicy[];
    checkInOut?: { checkIn?: string; checkOut?: string };
  };
  self?: string;
}

/** HotelSearch_v3 HotelOffers: a hotel and its offers for the stay. */
export interface HotelOffers {
  type: 'hotel-offers';
  available: boolean;
  hotel: {
    hotelId: string;
    chainCode?: string;
    name: string;
    cityCode?: string;
    latitude?: number;
    longitude?: number;
  };
  offers: HotelOffer[];
  self?: string;
}

/** What the built-in inventory knows of a room type, in the reader's language. */
export interface HotelRoomContent {
  name: string;
  description: string;
  beds: string;
  maxOccupancy: number;
  sizeSquareMetres: number | null;
}

/**
 * What a hotel page shows besides the offers, in the reader's language. Amadeus Self-Service has no
 * content API: its adapter answers only what the list gave (name, place), the rest stays empty.
 */
export interface HotelContent {
  accommodationType: AccommodationType | null;
  description: string;
  address: { lines: string[]; cityName: string; countryCode: string };
  media: Array<{ src: string; title: string; alt: string }>;
  policies: { checkIn: string; checkOut: string; children: string; pets: string };
  /** By the offer's `room.type` code. */
  rooms: Record<string, HotelRoomContent>;
}

/** A guest of the order (HotelBooking_v2 Guest). */
export interface HotelOrderGuest {
  tid: number;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  childAge?: number;
}

export interface CreateHotelOrderInput {
  offerId: string;
  guests: HotelOrderGuest[];
  /** The agency's contact: Amadeus requires travelAgent.contact.email. */
  travelAgentEmail: string;
}

/** The order as the supplier answers it (HotelBooking_v2 HotelOrder, the parts the site keeps). */
export interface HotelOrderResult {
  id: string;
  /** The hotel's confirmation number (hotelProviderInformation[0].confirmationNumber). */
  confirmationNumber: string;
  bookingStatus: string;
  /** The offer as booked: its price is what the hotel will hold the traveller to. */
  hotelOffer: HotelOffer;
  /** The whole HotelOrder as answered, kept with the order. */
  raw: unknown;
}

export interface HotelSupplier {
  /** Recorded with each order: 'builtin' or 'amadeus'. */
  readonly name: string;
  /** Hotels within the radius of a geocode (HotelList_v1 by-geocode). */
  listHotels(query: HotelListQuery): Promise<HotelListing[]>;
  /** Offers of up to 20 hotels per call for a stay (HotelSearch_v3 GET /v3/shopping/hotel-offers). */
  searchOffers(query: HotelOffersQuery): Promise<HotelOffers[]>;
  /**
   * One offer at today's price (GET /v3/shopping/hotel-offers/{offerId}); null when it is gone, a
   * HotelSupplierError `unknown` for an id the supplier can tell it never issued.
   */
  priceOffer(offerId: string, lang: SiteLocale): Promise<HotelOffers | null>;
  /** Content of the hotels the supplier knows (pictures, descriptions, policies, rooms). */
  describeHotels(listings: HotelListing[], lang: SiteLocale): Promise<Map<string, HotelContent>>;
  /** Looks a hotel up by id (for the summary page), or undefined. */
  findHotel(hotelId: string): Promise<HotelListing | undefined>;
  /** Books the offer (HotelBooking_v2 POST /v2/booking/hotel-orders); the key makes a retry answer the same order. */
  createOrder(input: CreateHotelOrderInput, options: { idempotencyKey: string }): Promise<HotelOrderResult>;
}

/**
 * A supplier call that failed; `gone` when the offer can no longer be sold as it is, `unknown` when
 * the offer id is none the supplier issued (made up or edited).
 */
export class HotelSupplierError extends Error {
  override name = 'HotelSupplierError';
  readonly reason: 'timeout' | 'unavailable' | 'unauthorized' | 'rejected' | 'gone' | 'unknown';
  readonly status: number | undefined;
  readonly supplierCode: number | undefined;

  constructor(
    reason: HotelSupplierError['reason'],
    message: string,
    details: { status?: number; supplierCode?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.reason = reason;
    this.status = details.status;
    this.supplierCode = details.supplierCode;
  }
}
