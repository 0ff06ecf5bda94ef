import type { SiteLocale } from '@travel/contract/locale';
import { toPortugueseCityName, toPortugueseCountryName } from './portuguese-names.ts';

/** What the airports table keeps of a city's names: the dataset's (English) and the Spanish one. */
export interface CityNames {
  cityCode: string;
  cityName: string;
  cityNameEs: string;
}

/** What the airports table keeps of a country's names. */
export interface CountryNames {
  countryCode: string;
  countryName: string;
  countryNameEs: string;
}

/**
 * A city's name in the reader's language. The table stores the English and Spanish names; the
 * Portuguese one is derived from the code at read time (a short exonym list), so no column is needed.
 */
export function cityNameIn(place: CityNames, lang: SiteLocale): string {
  if (lang === 'es') return place.cityNameEs;
  if (lang === 'pt') return toPortugueseCityName(place.cityCode, place.cityName);
  return place.cityName;
}

/** A country's name in the reader's language (Portuguese from ICU by its code). */
export function countryNameIn(place: CountryNames, lang: SiteLocale): string {
  if (lang === 'es') return place.countryNameEs;
  if (lang === 'pt') return toPortugueseCountryName(place.countryCode);
  return place.countryName;
}

/** The kinds of airport the dataset's English names end with, and how Spanish and Portuguese say them. */
const AIRPORT_KINDS: Record<string, { es: string; pt: string }> = {
  'International Airport': { es: 'Aeropuerto Internacional', pt: 'Aeroporto Internacional' },
  'Intercontinental Airport': { es: 'Aeropuerto Intercontinental', pt: 'Aeroporto Intercontinental' },
  'Regional Airport': { es: 'Aeropuerto Regional', pt: 'Aeroporto Regional' },
  'Municipal Airport': { es: 'Aeropuerto Municipal', pt: 'Aeroporto Municipal' },
  'National Airport': { es: 'Aeropuerto Nacional', pt: 'Aeroporto Nacional' },
  Airport: { es: 'Aeropuerto', pt: 'Aeroporto' },
};
const AIRPORT_NAME =
  /^(.+?)\s+(International Airport|Intercontinental Airport|Regional Airport|Municipal Airport|National Airport|Airport)$/;

/**
 * An airport's name in the reader's language. The dataset names airports in English, after whom or
 * where they are ("El Dorado International Airport"); Spanish and Portuguese put the kind first
 * ("Aeropuerto Internacional El Dorado"), as their own signs do. A name in another shape (already
 * Spanish, or a city alone) is kept as it is.
 */
export function airportNameIn(name: string, lang: SiteLocale): string {
  if (lang === 'en') return name;
  const match = AIRPORT_NAME.exec(name);
  const kind = match?.[2] ? AIRPORT_KINDS[match[2]] : undefined;
  return match?.[1] && kind ? `${kind[lang]} ${match[1]}` : name;
}
