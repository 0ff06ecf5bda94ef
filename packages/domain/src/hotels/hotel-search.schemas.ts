import { z } from 'zod';
import { SiteLocaleSchema } from '../locale/site-locales.ts';
import { AllowedCurrencyCodeSchema } from '../money/currency.schemas.ts';
import { ACCOMMODATION_TYPES, DEFAULT_HOTEL_SORT, FEATURED_AMENITIES, HOTEL_SORTS } from './hotel-options.ts';

/** Spec §9: hotels within 200 miles of the destination's geocode. */
export const HOTEL_SEARCH_RADIUS_MILES = 200;
/** Spec §9: results come in pages of 200 from offset 1 (the first result). */
export const HOTEL_PAGE_SIZE = 200;
export const HOTEL_FIRST_OFFSET = 1;
/** Issue 14: a stay is at most 30 nights. */
export const MAX_HOTEL_NIGHTS = 30;
/** Bookable up to a year ahead, as the built-in inventory and Amadeus publish rates. */
export const MAX_HOTEL_DAYS_AHEAD = 365;
/** Amadeus HotelSearch_v3: 1–9 rooms, 1–9 adults. Children are 0–17 years old on check-in. */
export const MAX_HOTEL_ROOMS = 9;
export const MAX_ROOM_ADULTS = 9;
export const MAX_ROOM_CHILDREN = 6;
export const MAX_CHILD_AGE = 17;
/** The search form's defaults: one room for two adults. */
export const DEFAULT_HOTEL_ROOM = { adults: 2, childAges: [] as number[] };

export const AccommodationTypeSchema = z.enum(ACCOMMODATION_TYPES, {
  error: `type must be one of ${ACCOMMODATION_TYPES.join(', ')}`,
});
export type AccommodationType = z.infer<typeof AccommodationTypeSchema>;

/** One of the featured services (hotel-options.ts). */
export const FeaturedAmenitySchema = z.enum(FEATURED_AMENITIES, {
  error: `amenity must be one of ${FEATURED_AMENITIES.join(', ')}`,
});
export type FeaturedAmenity = z.infer<typeof FeaturedAmenitySchema>;

/** The Amadeus board types (HotelSearch_v3 BoardType) the site sells. */
export const BOARD_TYPES = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD', 'ALL_INCLUSIVE'] as const;
export const BoardTypeSchema = z.enum(BOARD_TYPES);
export type BoardType = z.infer<typeof BoardTypeSchema>;

export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;
export const StarRatingSchema = z
  .number({ error: 'stars must be a number from 1 to 5' })
  .int({ error: 'stars must be a whole number from 1 to 5' })
  .min(1, { error: 'stars must be from 1 to 5' })
  .max(5, { error: 'stars must be from 1 to 5' });

/** Spec §9 hotel sort (price low→high, high→low) plus recommended (hotel-options.ts), rating and distance. */
export const HotelSortSchema = z.enum(HOTEL_SORTS, {
  error: `sort must be one of ${HOTEL_SORTS.join(', ')}`,
});
export type HotelSort = z.infer<typeof HotelSortSchema>;

/** One room of the request (spec §3: index, adults, children with each child's age). */
export const HotelRoomSchema = z.object({
  adults: z
    .number({ error: 'adults must be a number' })
    .int({ error: 'adults must be a whole number' })
    .min(1, { error: 'each room needs at least 1 adult' })
    .max(MAX_ROOM_ADULTS, { error: `a room takes at most ${MAX_ROOM_ADULTS} adults` }),
  childAges: z
    .array(
      z
        .number({ error: 'each child needs an age' })
        .int({ error: "a child's age is a whole number" })
        .min(0, { error: "a child's age is 0 to 17" })
        .max(MAX_CHILD_AGE, { error: "a child's age is 0 to 17" }),
    )
    .max(MAX_ROOM_CHILDREN, { error: `a room takes at most ${MAX_ROOM_CHILDREN} children` })
    .default([]),
});
export type HotelRoom = z.infer<typeof HotelRoomSchema>;

/** Spec §9's traveller limit holds for a stay too: at most 9 guests in all (Amadeus: 1–9 adults). */
export const MAX_STAY_GUESTS = 9;

export const HotelRoomsSchema = z
  .array(HotelRoomSchema, { error: 'rooms must be a list of rooms' })
  .min(1, { error: 'at least 1 room is required' })
  .max(MAX_HOTEL_ROOMS, { error: `at most ${MAX_HOTEL_ROOMS} rooms` })
  .refine(
    (rooms) => rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0) <= MAX_STAY_GUESTS,
    {
      error: `a stay is for at most ${MAX_STAY_GUESTS} guests`,
    },
  );

/**
 * The stay: check-in and check-out dates and the rooms. Structural rules only; whether check-in is
 * in the past or too far ahead depends on the day: `findStayIssues(stay, today)`.
 */
export const HotelStaySchema = z.object({
  checkInDate: z.iso.date({ error: 'checkInDate must be a date as yyyy-MM-dd' }),
  checkOutDate: z.iso.date({ error: 'checkOutDate must be a date as yyyy-MM-dd' }),
  rooms: HotelRoomsSchema,
});
export type HotelStay = z.infer<typeof HotelStaySchema>;

/**
 * The result filters (spec §3 hotel facets). Prices are per night in the display currency's minor
 * units. Any selected star rating or type matches; every selected service must be offered.
 */
export const HotelFiltersSchema = z.object({
  minPricePerNight: z.number().int().min(0).optional(),
  maxPricePerNight: z.number().int().min(0).optional(),
  freeCancellation: z.boolean({ error: 'freeCancellation must be true or false' }).default(false),
  stars: z.array(StarRatingSchema).max(5).default([]),
  types: z.array(AccommodationTypeSchema).max(ACCOMMODATION_TYPES.length).default([]),
  amenities: z.array(FeaturedAmenitySchema).max(FEATURED_AMENITIES.length).default([]),
});
export type HotelFilters = z.infer<typeof HotelFiltersSchema>;
export type HotelFiltersInput = z.input<typeof HotelFiltersSchema>;

/** Body of POST /hotels/search (spec §3 hotel request; radius and geocode are the server's). */
export const HotelSearchCriteriaSchema = HotelStaySchema.extend({
  /** The destination: an IATA city code from the airports' city search (BOG, MEX, SAO). */
  cityCode: z
    .string({ error: 'cityCode is required' })
    .regex(/^[A-Z]{3}$/, { error: 'cityCode must be a 3-letter IATA city code' }),
  currencyCode: AllowedCurrencyCodeSchema.default('USD'),
  locale: SiteLocaleSchema.default('es'),
  filters: HotelFiltersSchema.default({ freeCancellation: false, stars: [], types: [], amenities: [] }),
  sort: HotelSortSchema.default(DEFAULT_HOTEL_SORT),
  /** 1-based position of the first result of the page (spec §9: offset 1). */
  offset: z.number().int().min(1).default(HOTEL_FIRST_OFFSET),
  pageSize: z.number().int().min(1).max(HOTEL_PAGE_SIZE).default(HOTEL_PAGE_SIZE),
});
export type HotelSearchCriteria = z.infer<typeof HotelSearchCriteriaSchema>;
export type HotelSearchCriteriaInput = z.input<typeof HotelSearchCriteriaSchema>;
