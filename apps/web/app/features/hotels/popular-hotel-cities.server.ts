import { type PopularHotelCitiesResponse, PopularHotelCitiesResponseSchema } from '@travel/contract/hotels';
import { getServerApiClient } from '../../lib/api-client.server';
import { formatIsoDate } from '../../lib/format-date';
import type { FormatLocale } from '../../lib/format-locale';
import { formatMoneyAmount } from '../../lib/format-money';
import type { Locale } from '../../lib/locale';
import { withinBudget } from '../../lib/within-budget';
import type { DestinationPictureSource } from '../../ui/destination-picture';
import { buildHotelResultsHref } from './hotel-links';
import { formatDestination, toHotelSearchParams } from './hotel-search';

/**
 * The hotel page waits this long at most for its popular cities: the API answers them from its cache
 * (an hour per currency and language) in milliseconds, and a cold pricing must not hold the form.
 */
export const POPULAR_HOTELS_BUDGET_MS = 900;

/** GET /hotels/popular in the visitor's currency and language; null when it failed or was late. */
export async function loadPopularHotelCities(
  request: Request,
  locale: Locale,
  currencyCode: string,
  budgetMs: number = POPULAR_HOTELS_BUDGET_MS,
): Promise<PopularHotelCitiesResponse | null> {
  return withinBudget(
    getServerApiClient(request).get('/hotels/popular', {
      query: { currencyCode, locale },
      schema: PopularHotelCitiesResponseSchema,
    }),
    budgetMs,
  );
}

/** A popular city as its card shows it, written on the server. */
export type PopularHotelCard = {
  cityCode: string;
  cityName: string;
  countryName: string;
  picture: DestinationPictureSource | null;
  hotels: number;
  /** The cheapest room per night and for the whole stay, taxes included, as the visitor writes money. */
  perNight: string;
  total: string;
  /** The results of exactly that search: the city, the weekend, two adults, the currency. */
  resultsPath: string;
};

export type PopularHotelCards = {
  /** The weekend, written: 'vie, 18 dic 2026' to 'dom, 20 dic 2026'. */
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  cards: PopularHotelCard[];
};

/** The cards, prices, dates and links written here so the page's JavaScript formats none of them. */
export function describePopularHotelCities(
  answer: PopularHotelCitiesResponse,
  locale: Locale,
  formatLocale: FormatLocale,
  pictureOf: (countryCode: string) => DestinationPictureSource | null,
): PopularHotelCards {
  const { stay, cities, currency } = answer.data;
  return {
    checkIn: formatIsoDate(stay.checkInDate, formatLocale),
    checkOut: formatIsoDate(stay.checkOutDate, formatLocale),
    nights: stay.nights,
    adults: stay.adults,
    cards: cities.map((city) => {
      const search = toHotelSearchParams({
        destination: formatDestination(city),
        startDate: stay.checkInDate,
        endDate: stay.checkOutDate,
        rooms: [{ adults: stay.adults, childAges: [] }],
        currencyCode: currency,
      });
      return {
        cityCode: city.cityCode,
        cityName: city.cityName,
        countryName: city.countryName,
        picture: pictureOf(city.countryCode),
        hotels: city.hotels,
        perNight: formatMoneyAmount(city.fromPerNight, formatLocale),
        total: formatMoneyAmount(city.fromTotal, formatLocale),
        resultsPath: buildHotelResultsHref(search.toString(), locale),
      };
    }),
  };
}
