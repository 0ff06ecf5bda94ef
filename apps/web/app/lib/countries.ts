import { formattedText } from './formatted-text';
import { displayNames } from './intl-formatters';
import type { Locale } from './locale';

/**
 * Countries offered by the nationality, billing-country and phone pickers, with their calling codes
 * (ITU-T E.164). Latin America first served, plus the markets of spec §5's restricted phone mode.
 * Names come from Intl in the page language, so they need no translation files.
 */
export const COUNTRIES: readonly { code: string; dial: string }[] = [
  { code: 'AR', dial: '54' },
  { code: 'BO', dial: '591' },
  { code: 'BR', dial: '55' },
  { code: 'CA', dial: '1' },
  { code: 'CL', dial: '56' },
  { code: 'CO', dial: '57' },
  { code: 'CR', dial: '506' },
  { code: 'CU', dial: '53' },
  { code: 'DO', dial: '1' },
  { code: 'EC', dial: '593' },
  { code: 'SV', dial: '503' },
  { code: 'ES', dial: '34' },
  { code: 'US', dial: '1' },
  { code: 'FR', dial: '33' },
  { code: 'GH', dial: '233' },
  { code: 'GT', dial: '502' },
  { code: 'GY', dial: '592' },
  { code: 'HN', dial: '504' },
  { code: 'IN', dial: '91' },
  { code: 'IT', dial: '39' },
  { code: 'MX', dial: '52' },
  { code: 'NI', dial: '505' },
  { code: 'NG', dial: '234' },
  { code: 'PA', dial: '507' },
  { code: 'PY', dial: '595' },
  { code: 'PE', dial: '51' },
  { code: 'PT', dial: '351' },
  { code: 'PR', dial: '1' },
  { code: 'GB', dial: '44' },
  { code: 'DE', dial: '49' },
  { code: 'SR', dial: '597' },
  { code: 'UY', dial: '598' },
  { code: 'VE', dial: '58' },
];

export type CountryOption = { code: string; name: string; dial: string };

const DIALS: ReadonlyMap<string, string> = new Map(COUNTRIES.map(({ code, dial }) => [code, dial]));

/** Each language's order of COUNTRIES' codes, space-separated: sorting takes a collator. */
const ordersByName = new Map<Locale, string>();

function codesByName(locale: Locale, name: (code: string) => string): string {
  let order = ordersByName.get(locale);
  if (order === undefined) {
    order = [...COUNTRIES]
      .sort((a, b) => name(a.code).localeCompare(name(b.code), locale))
      .map((country) => country.code)
      .join(' ');
    ordersByName.set(locale, order);
  }
  return order;
}

/** The countries with their names in `locale`, sorted by name as that language sorts. */
export function getCountryOptions(locale: Locale): CountryOption[] {
  const names = displayNames(locale, { type: 'region' });
  const name = (code: string) => names.of(code) ?? code;
  // Sorting as a language does takes a collator (ICU's data, a long task on a slow phone): a page
  // hydrating reads the server's order instead (formatted-text.ts). Asked on every call, so that every
  // render records it (and the names), whatever this process has kept.
  const order = formattedText(`sort countries ${locale}`, () => codesByName(locale, name)).split(' ');
  // A code the order lacks (a page of an older build) still comes, last.
  return [...new Set([...order, ...DIALS.keys()])].flatMap((code) => {
    const dial = DIALS.get(code);
    return dial === undefined ? [] : [{ code, dial, name: name(code) }];
  });
}

export function getCountryName(code: string, locale: Locale): string {
  return displayNames(locale, { type: 'region' }).of(code) ?? code;
}
