import {
  AccommodationTypeSchema,
  BoardTypeSchema,
  FeaturedAmenitySchema,
  HotelRoomSchema,
  HotelRoomsSchema,
  HotelSearchCriteriaSchema,
  HotelSortSchema,
  HotelStaySchema,
} from '@travel/domain/hotels';
import { AllowedCurrencyCodeSchema, MoneyAmountSchema } from '@travel/domain/money';
import { z } from 'zod';
import { SiteLocaleSchema } from './locale.schemas.ts';

// Wire shapes of the hotel API (issue 14, spec §3 hotel request, summary and facets) and the hotel
// parts of checkout's answers. Prices the visitor sees are in the display currency with taxes
// included; `totalUsd` is what the card is charged (decision 013).

export const HotelSearchBodySchema = HotelSearchCriteriaSchema;
export type HotelSearchBody = z.infer<typeof HotelSearchBodySchema>;

export const GeoCodeSchema = z.object({ latitude: z.number(), longitude: z.number() });
export type GeoCode = z.infer<typeof GeoCodeSchema>;

/** A picture of the property (spec's lightbox image item: src, title, alt). */
export const HotelMediaSchema = z.object({ src: z.string(), title: z.string(), alt: z.string() });
export type HotelMedia = z.infer<typeof HotelMediaSchema>;

/** Free cancellation until `deadline` (the hotel's local time, ISO without offset), or none. */
export const HotelCancellationSchema = z.object({
  freeCancellation: z.boolean(),
  /** Last moment to cancel without charge ('2027-03-08T18:00:00'); null when not refundable. */
  deadline: z.string().nullable(),
  /** What cancelling after the deadline (or at all, when not refundable) costs, in the reader's language. */
  description: z.string(),
});
export type HotelCancellation = z.infer<typeof HotelCancellationSchema>;

/** A room offer's price for the whole stay, taxes included. */
export const HotelOfferPriceSchema = z.object({
  /** Average per night, display currency. */
  perNight: MoneyAmountSchema,
  /** The whole stay, every room, taxes included, display currency. */
  total: MoneyAmountSchema,
  /** The taxes inside `total`, display currency. */
  taxes: MoneyAmountSchema,
  /** The whole stay in USD: what the card is charged for the room. */
  totalUsd: MoneyAmountSchema,
});
export type HotelOfferPrice = z.infer<typeof HotelOfferPriceSchema>;

/** A hotel as the results list shows it. */
export const HotelCardSchema = z.object({
  hotelId: z.string(),
  name: z.string(),
  /** Stars, 1–5; null when the supplier does not say. */
  rating: z.number().int().min(1).max(5).nullable(),
  accommodationType: AccommodationTypeSchema.nullable(),
  address: z.object({ lines: z.array(z.string()), cityName: z.string(), countryCode: z.string() }),
  geoCode: GeoCodeSchema,
  /** From the destination's centre. */
  distance: z.object({ value: z.number(), unit: z.literal('KM') }),
  amenities: z.array(FeaturedAmenitySchema),
  /** The first picture, for the card; null when there is none. */
  image: HotelMediaSchema.nullable(),
  /** The offer the price shown is for: the cheapest that fits the filters. */
  cheapestOffer: z.object({
    offerId: z.string(),
    roomName: z.string(),
    boardType: BoardTypeSchema,
    cancellation: HotelCancellationSchema,
    price: HotelOfferPriceSchema,
  }),
});
export type HotelCard = z.infer<typeof HotelCardSchema>;

export const CountedValueSchema = <T extends z.ZodType>(value: T) =>
  z.object({ value, count: z.number().int() });

/**
 * Spec §3 hotel facets. Counts follow the other selections: each value counts the hotels the visitor
 * would see on selecting it, with every other filter kept.
 */
export const HotelFacetsSchema = z.object({
  /** Per night, display currency minor units: the lowest and highest, and five ranges (last one open). */
  pricePerNight: z.object({
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
    ranges: z.array(
      z.object({ min: z.number().int(), max: z.number().int().nullable(), count: z.number().int() }),
    ),
  }),
  freeCancellation: z.object({ count: z.number().int() }),
  stars: z.array(CountedValueSchema(z.number().int())),
  accommodationTypes: z.array(CountedValueSchema(AccommodationTypeSchema)),
  amenities: z.array(CountedValueSchema(FeaturedAmenitySchema)),
});
export type HotelFacets = z.infer<typeof HotelFacetsSchema>;

export const HotelStayViewSchema = z.object({
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number().int(),
  rooms: z.array(HotelRoomSchema),
  adults: z.number().int(),
  children: z.number().int(),
});
export type HotelStayView = z.infer<typeof HotelStayViewSchema>;

export const HotelSearchResponseSchema = z.object({
  data: z.array(HotelCardSchema),
  facets: HotelFacetsSchema,
  meta: z.object({
    destination: z.object({
      cityCode: z.string(),
      cityName: z.string(),
      countryCode: z.string(),
      geoCode: GeoCodeSchema,
    }),
    stay: HotelStayViewSchema,
    currency: z.string(),
    /** Date of the exchange rates the prices were converted with. */
    exchangeRateDate: z.string(),
    sort: HotelSortSchema,
    /** Hotels with rooms for the stay before any filter, and those that match the filters. */
    total: z.number().int(),
    count: z.number().int(),
    /** 1-based position of this page's first hotel, the page size, and the number of pages. */
    offset: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
  }),
});
export type HotelSearchResponse = z.infer<typeof HotelSearchResponseSchema>;

/** Body of POST /hotels/summary: spec §2 HotelSummary?id&startDate&endDate plus the rooms. */
export const HotelSummaryBodySchema = HotelStaySchema.extend({
  hotelId: z.string().regex(/^[A-Z0-9]{8}$/, { error: 'hotelId must be an 8-character hotel code' }),
  currencyCode: AllowedCurrencyCodeSchema.default('USD'),
  locale: SiteLocaleSchema.default('es'),
});
export type HotelSummaryBody = z.infer<typeof HotelSummaryBodySchema>;
export type HotelSummaryBodyInput = z.input<typeof HotelSummaryBodySchema>;

export const HotelRoomViewSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** '1 cama king' / '2 camas dobles', in the reader's language. */
  beds: z.string(),
  /** Guests a room of this kind sleeps. */
  maxOccupancy: z.number().int(),
  sizeSquareMetres: z.number().int().nullable(),
});
export type HotelRoomView = z.infer<typeof HotelRoomViewSchema>;

/** One bookable room offer of the summary. */
export const HotelRoomOfferSchema = z.object({
  /** The Amadeus offer id: what set/hotel-order takes as `flightOfferId` and `hotelOffer.id`. */
  id: z.string(),
  room: HotelRoomViewSchema,
  boardType: BoardTypeSchema,
  cancellation: HotelCancellationSchema,
  price: HotelOfferPriceSchema,
  /** The supplier's total in USD as a decimal string: send it back in set/hotel-order. */
  supplierTotal: z.object({ total: z.string(), currency: z.literal('USD') }),
});
export type HotelRoomOffer = z.infer<typeof HotelRoomOfferSchema>;

export const HotelPoliciesSchema = z.object({
  /** Local times 'HH:mm'. */
  checkIn: z.string(),
  checkOut: z.string(),
  children: z.string(),
  pets: z.string(),
});
export type HotelPolicies = z.infer<typeof HotelPoliciesSchema>;

export const HotelDetailsSchema = HotelCardSchema.omit({ cheapestOffer: true, image: true }).extend({
  description: z.string(),
  media: z.array(HotelMediaSchema),
  policies: HotelPoliciesSchema,
});
export type HotelDetails = z.infer<typeof HotelDetailsSchema>;

export const HotelSummaryResponseSchema = z.object({
  data: z.object({
    hotel: HotelDetailsSchema,
    stay: HotelStayViewSchema,
    /** Cheapest first; empty when nothing is left for the stay. */
    offers: z.array(HotelRoomOfferSchema),
  }),
  meta: z.object({ currency: z.string(), exchangeRateDate: z.string() }),
});
export type HotelSummaryResponse = z.infer<typeof HotelSummaryResponseSchema>;

/** Body of POST /hotels/offer/price: re-price one room offer before the cart (the summary's price may have moved). */
export const HotelOfferPriceBodySchema = z.object({
  offerId: z.string().min(2).max(100),
  /** The rooms as searched, for the stay's guests (Amadeus offers do not say children's ages). */
  rooms: HotelRoomsSchema.optional(),
  currencyCode: AllowedCurrencyCodeSchema.default('USD'),
  locale: SiteLocaleSchema.default('es'),
});
export type HotelOfferPriceBody = z.infer<typeof HotelOfferPriceBodySchema>;

export const HotelOfferPriceResponseSchema = z.object({
  data: z.object({ hotel: HotelDetailsSchema, stay: HotelStayViewSchema, offer: HotelRoomOfferSchema }),
  meta: z.object({ currency: z.string(), exchangeRateDate: z.string() }),
});
export type HotelOfferPriceResponse = z.infer<typeof HotelOfferPriceResponseSchema>;

/**
 * The hotel line as the cart and the booking show it (session details, confirmation, My Journey):
 * hotel, room, stay, board, cancellation and, once ordered, the hotel's confirmation number.
 */
export const HotelLineViewSchema = z.object({
  hotelId: z.string(),
  name: z.string(),
  rating: z.number().int().nullable(),
  address: z.object({ lines: z.array(z.string()), cityName: z.string(), countryCode: z.string() }),
  image: HotelMediaSchema.nullable(),
  offerId: z.string(),
  room: HotelRoomViewSchema,
  boardType: BoardTypeSchema,
  cancellation: HotelCancellationSchema,
  stay: HotelStayViewSchema,
  policies: HotelPoliciesSchema,
  /** The stay's price as priced on the server, display currency and USD. */
  price: HotelOfferPriceSchema,
  /** The hotel's confirmation number, once the order is made. */
  confirmationNumber: z.string().nullable(),
});
export type HotelLineView = z.infer<typeof HotelLineViewSchema>;

/** Query of GET /hotels/popular: the currency and language the cities are priced and named in. */
export const PopularHotelCitiesQuerySchema = z.object({
  currencyCode: AllowedCurrencyCodeSchema.default('USD'),
  locale: SiteLocaleSchema.default('es'),
});
export type PopularHotelCitiesQuery = z.infer<typeof PopularHotelCitiesQuerySchema>;

/** A popular city and the cheapest room the supplier sells there for the popular stay. */
export const PopularHotelCitySchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  /** Hotels with a room for the stay. */
  hotels: z.number().int(),
  /** The cheapest room: per night and for the stay, taxes included, display currency. */
  fromPerNight: MoneyAmountSchema,
  fromTotal: MoneyAmountSchema,
});
export type PopularHotelCity = z.infer<typeof PopularHotelCitySchema>;

export const PopularHotelCitiesResponseSchema = z.object({
  data: z.object({
    /** One weekend for every city (a Friday two weeks ahead or later, two nights, two adults). */
    stay: z.object({
      checkInDate: z.string(),
      checkOutDate: z.string(),
      nights: z.number().int(),
      adults: z.number().int(),
    }),
    /** The cities that have rooms for the stay, in the site's order; a city the supplier failed is left out. */
    cities: z.array(PopularHotelCitySchema),
    currency: z.string(),
    /** When these prices were found (they are kept an hour). */
    computedAt: z.string(),
  }),
});
export type PopularHotelCitiesResponse = z.infer<typeof PopularHotelCitiesResponseSchema>;
