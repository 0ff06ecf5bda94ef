import type { CurrencyListEntry } from './currency.schemas.ts';

/** Spec §9: the one source of truth for currency precision. Any code not listed has two decimals. */
export const ZERO_DECIMAL_CURRENCIES = [
  'CLP',
  'BIF',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'VND',
  'XAF',
  'XOF',
  'XPF',
] as const;

export const THREE_DECIMAL_CURRENCIES = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'] as const;

export const DEFAULT_CURRENCY = 'USD';

const zeroDecimal: ReadonlySet<string> = new Set(ZERO_DECIMAL_CURRENCIES);
const threeDecimal: ReadonlySet<string> = new Set(THREE_DECIMAL_CURRENCIES);

/** Number of decimals of a currency: 0, 3 or (for every other code) 2. */
export function getCurrencyPrecision(code: string): 0 | 2 | 3 {
  if (zeroDecimal.has(code)) return 0;
  if (threeDecimal.has(code)) return 3;
  return 2;
}

/** Spec §9 allowed currencies (the visitor's display currency must be one of them). */
export const ALLOWED_CURRENCY_CODES = [
  'ARS',
  'BOB',
  'BRL',
  'CLP',
  'COP',
  'USD',
  'FKP',
  'EUR',
  'GYD',
  'PYG',
  'PEN',
  'GBP',
  'SRD',
  'UYU',
  'VES',
  'MXN',
  'INR',
] as const;

export type AllowedCurrencyCode = (typeof ALLOWED_CURRENCY_CODES)[number];

/** Spec §3 "currency list entry". EUR is shown with the EU flag and FKP with the Falklands'. */
export const ALLOWED_CURRENCIES: readonly CurrencyListEntry[] = [
  { code: 'ARS', name: 'Peso argentino', countryCode: 'AR', symbol: '$', country: 'Argentina', flag: '🇦🇷' },
  { code: 'BOB', name: 'Boliviano', countryCode: 'BO', symbol: 'Bs', country: 'Bolivia', flag: '🇧🇴' },
  { code: 'BRL', name: 'Real brasileño', countryCode: 'BR', symbol: 'R$', country: 'Brasil', flag: '🇧🇷' },
  { code: 'CLP', name: 'Peso chileno', countryCode: 'CL', symbol: '$', country: 'Chile', flag: '🇨🇱' },
  { code: 'COP', name: 'Peso colombiano', countryCode: 'CO', symbol: '$', country: 'Colombia', flag: '🇨🇴' },
  {
    code: 'USD',
    name: 'Dólar estadounidense',
    countryCode: 'US',
    symbol: '$',
    country: 'Estados Unidos',
    flag: '🇺🇸',
  },
  {
    code: 'FKP',
    name: 'Libra malvinense',
    countryCode: 'FK',
    symbol: '£',
    country: 'Islas Malvinas',
    flag: '🇫🇰',
  },
  { code: 'EUR', name: 'Euro', countryCode: 'EU', symbol: '€', country: 'Unión Europea', flag: '🇪🇺' },
  { code: 'GYD', name: 'Dólar guyanés', countryCode: 'GY', symbol: '$', country: 'Guyana', flag: '🇬🇾' },
  { code: 'PYG', name: 'Guaraní', countryCode: 'PY', symbol: '₲', country: 'Paraguay', flag: '🇵🇾' },
  { code: 'PEN', name: 'Sol peruano', countryCode: 'PE', symbol: 'S/', country: 'Perú', flag: '🇵🇪' },
  {
    code: 'GBP',
    name: 'Libra esterlina',
    countryCode: 'GB',
    symbol: '£',
    country: 'Reino Unido',
    flag: '🇬🇧',
  },
  { code: 'SRD', name: 'Dólar surinamés', countryCode: 'SR', symbol: '$', country: 'Surinam', flag: '🇸🇷' },
  { code: 'UYU', name: 'Peso uruguayo', countryCode: 'UY', symbol: '$U', country: 'Uruguay', flag: '🇺🇾' },
  { code: 'VES', name: 'Bolívar', countryCode: 'VE', symbol: 'Bs.', country: 'Venezuela', flag: '🇻🇪' },
  { code: 'MXN', name: 'Peso mexicano', countryCode: 'MX', symbol: '$', country: 'México', flag: '🇲🇽' },
  { code: 'INR', name: 'Rupia india', countryCode: 'IN', symbol: '₹', country: 'India', flag: '🇮🇳' },
];

/** Symbol table: every allowed currency plus RUB, which the spec's symbol table also carries. */
export const CURRENCY_SYMBOLS: Readonly<Record<AllowedCurrencyCode | 'RUB', string>> = {
  ...(Object.fromEntries(ALLOWED_CURRENCIES.map((c) => [c.code, c.symbol])) as Record<
    AllowedCurrencyCode,
    string
  >),
  RUB: '₽',
};

export function isAllowedCurrency(code: string): code is AllowedCurrencyCode {
  return (ALLOWED_CURRENCY_CODES as readonly string[]).includes(code);
}

export function getCurrencySymbol(code: string): string {
  return (CURRENCY_SYMBOLS as Record<string, string>)[code] ?? code;
}

export function findAllowedCurrency(code: string): CurrencyListEntry | undefined {
  return ALLOWED_CURRENCIES.find((c) => c.code === code);
}
