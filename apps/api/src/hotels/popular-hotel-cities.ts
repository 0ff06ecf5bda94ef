import type {
  HotelSearchBody,
  HotelSearchResponse,
  PopularHotelCitiesQuery,
  PopularHotelCitiesResponse,
  PopularHotelCity,
} from '@travel/contract/hotels';
import { HotelSearchCriteriaSchema, POPULAR_HOTEL_CITIES, popularHotelStay } from '@travel/domain/hotels';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import { countryNameIn } from '../platform/reference-data/place-names.ts';
import type { HotelDestinationsRepository } from './hotel-destinations.repository.ts';
import { toHotelSupplierProblem } from './hotel-supplier-problem.ts';

/**
 * The popular cities' prices are the same for every visitor of a currency and language: fresh for an
 * hour, then answered as they are for up to a day while they are priced again, so no visitor waits
 * for the six searches (the stay is two weeks ahead, so a day-old answer still holds).
 */
export const POPULAR_CITIES_CACHE = { freshMs: 60 * 60_000, staleMs: 24 * 60 * 60_000 };
/** Priced when the API starts listening: each language's usual currency (the visitors with no other). */
export const POPULAR_CITIES_WARM: readonly PopularHotelCitiesQuery[] = [
  { currencyCode: 'USD', locale: 'es' },
  { currencyCode: 'USD', locale: 'en' },
  { currencyCode: 'BRL', locale: 'pt' },
];

export interface PopularHotelCitiesDeps {
  /** The hotel search a visitor makes (hotels.service). */
  search(body: HotelSearchBody): Promise<HotelSearchResponse>;
  destinations: HotelDestinationsRepository;
  clock: Clock;
}

/** The hotel page's popular cities (GET /hotels/popular), part of the hotels service. */
export function createPopularHotelCities(deps: PopularHotelCitiesDeps) {
  const today = () => deps.clock.now().toISOString().slice(0, 10);

  /** By currency and language (both checked against their lists, so the map stays small). */
  const popularCities = new Map<
    string,
    { answer: Promise<PopularHotelCitiesResponse>; pricedAt: number; refreshing: boolean }
  >();

  async function priceCities(
    day: string,
    query: PopularHotelCitiesQuery,
  ): Promise<PopularHotelCitiesResponse> {
    const stay = popularHotelStay(day);
    const priced = await Promise.allSettled(
      POPULAR_HOTEL_CITIES.map(async (cityCode): Promise<PopularHotelCity | null> => {
        const found = await deps.search(
          HotelSearchCriteriaSchema.parse({
            cityCode,
            checkInDate: stay.checkInDate,
            checkOutDate: stay.checkOutDate,
            rooms: [{ adults: stay.adults, childAges: [] }],
            currencyCode: query.currencyCode,
            locale: query.locale,
            // The city's own cheapest hotel, not a cheaper one in a town 200 miles away.
            sort: 'recommended',
            pageSize: 1,
          }),
        );
        const [cheapest] = found.data;
        const destination = await deps.destinations.findCity(cityCode);
        if (!cheapest || !destination) return null;
        return {
          cityCode,
          cityName: found.meta.destination.cityName,
          countryCode: destination.countryCode,
          countryName: countryNameIn(destination, query.locale),
          hotels: found.meta.total,
          fromPerNight: cheapest.cheapestOffer.price.perNight,
          fromTotal: cheapest.cheapestOffer.price.total,
        };
      }),
    );
    const cities = priced.flatMap((result) =>
      result.status === 'fulfilled' && result.value ? [result.value] : [],
    );
    if (cities.length === 0) {
      const failure = priced.find((result) => result.status === 'rejected');
      throw failure ? toHotelSupplierProblem(failure.reason) : new AppError('SUPPLIER_UNAVAILABLE');
    }
    return {
      data: {
        stay,
        cities,
        currency: query.currencyCode,
        computedAt: deps.clock.now().toISOString(),
      },
    };
  }

  const popular = {
    /**
     * The hotel page's popular cities: each priced for one weekend (popularHotelStay) by the same
     * search a visitor makes, cheapest room first, kept per currency and language (POPULAR_CITIES_CACHE).
     * A city the supplier fails is left out; when every city fails, nothing is kept and 503 answers.
     */
    popularCities(query: PopularHotelCitiesQuery): Promise<PopularHotelCitiesResponse> {
      const key = `${query.currencyCode}|${query.locale}`;
      const now = deps.clock.now().getTime();
      const kept = popularCities.get(key);
      if (kept && now - kept.pricedAt < POPULAR_CITIES_CACHE.freshMs) return kept.answer;
      if (kept && now - kept.pricedAt < POPULAR_CITIES_CACHE.staleMs) {
        if (!kept.refreshing) {
          kept.refreshing = true;
          const next = priceCities(today(), query);
          next.then(
            () => popularCities.set(key, { answer: next, pricedAt: now, refreshing: false }),
            () => {
              kept.refreshing = false;
            },
          );
        }
        return kept.answer;
      }
      const answer = priceCities(today(), query);
      popularCities.set(key, { answer, pricedAt: now, refreshing: false });
      answer.catch(() => {
        if (popularCities.get(key)?.answer === answer) popularCities.delete(key);
      });
      return answer;
    },

    /** Prices the usual currencies' popular cities ahead of the first visitor; a failure is only reported. */
    async warmPopularCities(onError: (query: PopularHotelCitiesQuery, error: unknown) => void) {
      for (const query of POPULAR_CITIES_WARM) {
        await popular.popularCities(query).catch((error: unknown) => onError(query, error));
      }
    },
  };
  return popular;
}
