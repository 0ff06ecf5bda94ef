import { getISODay } from 'date-fns';
import { addDaysToIsoDate, parseIsoDate } from '../search/iso-date.ts';

/**
 * The cities the hotel page prices for every visitor: where the region's travellers most often sleep
 * away from home (beach, colonial city, capital), one or two per country so the row reads as a choice.
 */
export const POPULAR_HOTEL_CITIES = ['CUN', 'CTG', 'RIO', 'BUE', 'MEX', 'CUZ'] as const;

/** Far enough ahead that rooms are still open, near enough to be a plan: two weeks at least. */
const POPULAR_STAY_LEAD_DAYS = 14;
const FRIDAY = 5;

/** The stay the popular cities are priced for: a weekend, two nights for two adults in one room. */
export interface PopularHotelStay {
  checkInDate: string;
  checkOutDate: string;
  nights: number;
  adults: number;
}

/**
 * The first Friday at least two weeks after `today` ('yyyy-MM-dd'), to the Sunday: one stay for
 * every city, so their prices compare, and the same all week, so a cached price stays true.
 */
export function popularHotelStay(today: string): PopularHotelStay {
  const earliest = addDaysToIsoDate(today, POPULAR_STAY_LEAD_DAYS);
  const checkInDate = addDaysToIsoDate(earliest, (FRIDAY - getISODay(parseIsoDate(earliest)) + 7) % 7);
  return { checkInDate, checkOutDate: addDaysToIsoDate(checkInDate, 2), nights: 2, adults: 2 };
}
