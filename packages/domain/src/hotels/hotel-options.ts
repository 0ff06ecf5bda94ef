/**
 * The values the hotel search takes for accommodation type, featured service and sort, without zod:
 * the web app's URL readers and forms use these lists, and pages ship no schema for them.
 */
export const ACCOMMODATION_TYPES = ['HOTEL', 'HOSTEL', 'APARTMENT', 'RESORT', 'BOUTIQUE'] as const;

/**
 * The featured services a visitor can filter on: Amadeus hotel amenity codes (HotelList_v1
 * `amenities`), the ones a traveller from Latin America asks for most.
 */
export const FEATURED_AMENITIES = [
  'WIFI',
  'SWIMMING_POOL',
  'PARKING',
  'AIR_CONDITIONING',
  'FITNESS_CENTER',
  'RESTAURANT',
  'SPA',
  'AIRPORT_SHUTTLE',
  'PETS_ALLOWED',
  'KITCHEN',
  'BEACH',
  'DISABLED_FACILITIES',
] as const;

/**
 * `recommended` (the default): the hotels of the city searched first, then those of the towns around it
 * that the 200-mile search also brings (spec §9), each group cheapest first. By price alone a search
 * for Bogotá opened on a hostel in Yopal, 200 km away.
 */
export const HOTEL_SORTS = ['recommended', 'price-asc', 'price-desc', 'rating-desc', 'distance-asc'] as const;
export const DEFAULT_HOTEL_SORT: (typeof HOTEL_SORTS)[number] = 'recommended';
