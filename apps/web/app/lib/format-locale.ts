import { getIntlLocale, isLocale, type Locale } from './locale';

/**
 * The countries whose own way of writing numbers and dates the site follows, per language (issue 12,
 * 16): Spanish is written differently in Mexico (2,660.10) and in Chile, Colombia or Argentina
 * (2.660,10), so a Spanish page follows the visitor's country. Portuguese is Brazil's, always.
 */
const SPANISH_REGIONS = new Set([
  'AR',
  'BO',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'ES',
  'GQ',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'US',
  'UY',
  'VE',
]);
const ENGLISH_REGIONS = new Set(['AU', 'BZ', 'CA', 'GB', 'GY', 'IE', 'IN', 'JM', 'NZ', 'TT', 'US', 'ZA']);

/**
 * The BCP 47 locale numbers and dates are written in: the page language plus the visitor's country
 * where that language is written there (es-MX, es-CL, en-GB), Brazilian Portuguese on /pt, else the
 * language's default (es-419, en-US). Known on the server (the root loader), so SSR and hydration agree.
 */
export function getFormatLocale(locale: Locale, countryCode: string | null | undefined): string {
  const country = countryCode?.toUpperCase() ?? '';
  if (locale === 'es' && SPANISH_REGIONS.has(country)) return `es-${country}`;
  if (locale === 'en' && ENGLISH_REGIONS.has(country)) return `en-${country}`;
  return getIntlLocale(locale);
}

/**
 * What the format helpers take: a site locale (its default writing, as before) or a BCP 47 tag from
 * getFormatLocale. Answers the Intl locale and the site language it belongs to.
 */
export type FormatLocale = Locale | (string & {});

export function resolveFormatLocale(format: FormatLocale): { language: Locale; intl: string } {
  if (isLocale(format)) return { language: format, intl: getIntlLocale(format) };
  const language = format.split('-')[0]?.toLowerCase();
  return isLocale(language) ? { language, intl: format } : { language: 'es', intl: getIntlLocale('es') };
}

/**
 * The Intl locale for money when the visitor's country is known (es-MX, es-CO), else none: money then
 * keeps the language's own writing (`formatMoney`'s, e.g. '2.660,10 USD' in Spanish).
 */
export function getRegionalMoneyLocale(format: FormatLocale): string | undefined {
  const { language, intl } = resolveFormatLocale(format);
  return intl === getIntlLocale(language) ? undefined : intl;
}
