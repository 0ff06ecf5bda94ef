import type { CityAirports, NearbyCity } from '@travel/contract/airports';
import type { SiteLocale } from '@travel/contract/locale';
import { airportNameIn, cityNameIn, countryNameIn } from '../platform/reference-data/place-names.ts';
import { normalizeSearchText } from '../platform/search-text.ts';
import { findAliasCities } from './airport-aliases.ts';
import { type CityName, matchCityTypos } from './airport-typos.ts';
import type { AirportRow, AirportsRepository } from './airports.repository.ts';

export const MAX_AIRPORT_RESULTS = 10;
const MIN_TERM_LENGTH = 2;
const MAX_TERM_LENGTH = 64;
/** §7: nearby search starts at 25 km and doubles, up to three tries. */
export const NEARBY_TRIES = 3;

type Lang = SiteLocale;

function toAirport(row: AirportRow, lang: Lang) {
  return {
    iataCode: row.iataCode,
    name: airportNameIn(row.name, lang),
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
        cityName: cityNameIn(row, lang),
        countryCode: row.countryCode,
        countryName: countryNameIn(row, lang),
        airports: [],
      };
      cities.set(key, city);
    }
    city.airports.push(map(row));
  }
  return [...cities.values()];
}

export function createAirportsService({ repository }: { repository: AirportsRepository }) {
  // Reference data is loaded at start-up and changes only with a new dataset (a restart).
  let cityNames: Promise<CityName[]> | null = null;
  const loadCityNames = () => {
    cityNames ??= repository.listCities().then((rows) => {
      const byCode = new Map<string, CityName>();
      for (const row of rows) {
        const names = [row.cityName, row.cityNameEs, cityNameIn(row, 'pt')].map(normalizeSearchText);
        const city = byCode.get(row.cityCode);
        byCode.set(row.cityCode, {
          cityCode: row.cityCode,
          names: [...new Set([...(city?.names ?? []), ...names])],
          size: Math.max(city?.size ?? 0, row.size),
        });
      }
      return [...byCode.values()];
    });
    cityNames.catch(() => {
      cityNames = null;
    });
    return cityNames;
  };

  /**
   * What people type (issue 12): a nickname or abbreviation from the alias table first ("CDMX",
   * "BA", "Rio"), then the names that contain every word; when nothing contains them, cities within
   * a typo or two ("Medelin"). Larger airports first within each.
   */
  async function findRows(normalized: string) {
    const aliased = await repository.findByCityCodes(findAliasCities(normalized), MAX_AIRPORT_RESULTS);
    const matched = await repository.search(normalized, MAX_AIRPORT_RESULTS);
    const seen = new Set(aliased.map((row) => row.iataCode));
    const rows = [...aliased, ...matched.filter((row) => !seen.has(row.iataCode))];
    if (rows.length > 0) return rows.slice(0, MAX_AIRPORT_RESULTS);
    const cities = matchCityTypos(normalized, await loadCityNames(), 3);
    const found = await repository.findByCityCodes(cities, MAX_AIRPORT_RESULTS);
    // Keep the typo match's order (closest city first), larger airports first within a city.
    return cities.flatMap((code) => found.filter((row) => row.cityCode === code));
  }

  return {
    async search(term: string, lang: Lang): Promise<CityAirports[]> {
      const normalized = normalizeSearchText(term);
      if (normalized.length < MIN_TERM_LENGTH || normalized.length > MAX_TERM_LENGTH) return [];
      return groupByCity(await findRows(normalized), lang, (row) => toAirport(row, lang));
    },

    async nearby(latitude: number, longitude: number, distanceKm: number, lang: Lang): Promise<NearbyCity[]> {
      const rows = await repository.nearby(latitude, longitude, distanceKm, MAX_AIRPORT_RESULTS);
      return groupByCity(rows, lang, (row) => ({
        ...toAirport(row, lang),
        distanceKm: Math.round(row.distanceKm * 10) / 10,
      }));
    },
  };
}
export type AirportsService = ReturnType<typeof createAirportsService>;
