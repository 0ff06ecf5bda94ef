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
