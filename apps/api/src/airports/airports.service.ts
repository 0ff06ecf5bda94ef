import type { CityAirports, NearbyCity } from '@travel/contract/airports';
import { normalizeSearchText } from '../platform/search-text.ts';
import type { AirportRow, AirportsRepository } from './airports.repository.ts';

export const MAX_AIRPORT_RESULTS = 10;
const MIN_TERM_LENGTH = 2;
const MAX_TERM_LENGTH = 64;
/** §7: nearby search starts at 25 km and doubles, up to three tries. */
export const NEARBY_TRIES = 3;

type Lang = 'es' | 'en';

function toAirport(row: AirportRow) {
  return {
    iataCode: row.iataCode,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    timeZone: row.timeZone,
  };
}

/** Groups airports under their city, keeping the order in which each city first appears. */
function groupByCity<T extends AirportRow, A>(rows: T[], lang: Lang, map: (row: T) => A) {
  const cities = new Map<string, Omit<CityAirports, 'airports'> & { airports: A[] }>();
  for (const row of rows) {
    const key = `${row.cityCode}|${row.countryCode}`;
    let city = cities.get(key);
    if (!city) {
      city = {
        cityCode: row.cityCode,
        cityName: lang === 'es' ? row.cityNameEs : row.cityName,
        countryCode: row.countryCode,
        countryName: lang === 'es' ? row.countryNameEs : row.countryName,
        airports: [],
      };
      cities.set(key, city);
    }
    city.airports.push(map(row));
  }
  return [...cities.values()];
}

export function createAirportsService({ repository }: { repository: AirportsRepository }) {
  return {
    async search(term: string, lang: Lang): Promise<CityAirports[]> {
      const normalized = normalizeSearchText(term);
      if (normalized.length < MIN_TERM_LENGTH || normalized.length > MAX_TERM_LENGTH) return [];
      const rows = await repository.search(normalized, MAX_AIRPORT_RESULTS);
      return groupByCity(rows, lang, toAirport);
    },

    async nearby(latitude: number, longitude: number, distanceKm: number, lang: Lang): Promise<NearbyCity[]> {
      const rows = await repository.nearby(latitude, longitude, distanceKm, MAX_AIRPORT_RESULTS);
      return groupByCity(rows, lang, (row) => ({
        ...toAirport(row),
        distanceKm: Math.round(row.distanceKm * 10) / 10,
      }));
    },
  };
}
export type AirportsService = ReturnType<typeof createAirportsService>;
