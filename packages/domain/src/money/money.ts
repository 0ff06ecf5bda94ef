import {
  add,
  allocate,
  compare,
  type Dinero,
  type DineroCurrency,
  dinero,
  halfEven,
  haveSameCurrency,
  multiply,
  subtract,
  toDecimal,
  toSnapshot,
  transformScale,
} from 'dinero.js';
import { getCurrencyPrecision } from './currency-table.ts';
import type { MoneyAmount } from './money.schemas.ts';

export type Money = Dinero<number>;

/** Spec §8 money rule errors, verbatim: callers and tests match on them. */
export const MONEY_ERROR_MESSAGES = {
  percentage: 'You must provide a numeric value between 0 and 100.',
  ratios: 'You must provide a non-empty array of numeric values greater than 0.',
  integer: 'You must provide an integer.',
  sameCurrency: 'You must provide a Dinero instance with the same currency.',
} as const;

export class MoneyError extends Error {
  override readonly name = 'MoneyError';
}

/** A dinero currency whose exponent comes from our §9 table, not from ISO (the table wins). */
export function toDineroCurrency(code: string): DineroCurrency<number> {
  return { code, base: 10, exponent: getCurrencyPrecision(code) };
}

function assertInteger(value: number): void {
  if (!Number.isSafeInteger(value)) throw new MoneyError(MONEY_ERROR_MESSAGES.integer);
}

function assertSameCurrency(a: Money, b: Money): void {
  if (!haveSameCurrency([a, b])) throw new MoneyError(MONEY_ERROR_MESSAGES.sameCurrency);
}

/** Money from integer minor units (e.g. 12345 USD cents = 123.45 USD; 12345 CLP = 12.345 pesos). */
export function moneyFromMinor(amount: number, currency: string): Money {
  assertInteger(amount);
  return dinero({ amount, currency: toDineroCurrency(currency) });
}

export function getMoneyCurrency(money: Money): string {
  return toSnapshot(money).currency.code;
}

/** Brings a money value back to its currency precision, rounding half-even. */
export function normalizeMoney(money: Money): Money {
  const { scale, currency } = toSnapshot(money);
  return scale === currency.exponent ? money : transformScale(money, currency.exponent, halfEven);
}

/** Integer minor units at the currency precision (half-even when the value carries more decimals). */
export function toMinorUnits(money: Money): number {
  return toSnapshot(normalizeMoney(money)).amount;
}

const ZERO = 48;
const NINE = 57;
const MINUS = 45;
const POINT = 46;

/**
 * An exact scaled integer for a decimal string such as "932.70" (never through a float): an optional
 * minus, digits, and optionally a point and more digits, with whitespace around. Read character by
 * character, as a search reads a few thousand of them.
 */
export function parseScaledDecimal(value: string): { amount: number; scale: number } {
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  const text = first > 32 && first < 127 && last > 32 && last < 127 ? value : value.trim();
  let index = text.charCodeAt(0) === MINUS ? 1 : 0;
  const negative = index === 1;
  let amount = 0;
  let digits = 0;
  let scale = -1;
  for (; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= ZERO && code <= NINE) {
      amount = amount * 10 + (code - ZERO);
      digits++;
      if (scale >= 0) scale++;
    } else if (code === POINT && scale < 0 && digits > 0) {
      scale = 0;
    } else {
      break;
    }
  }
  if (index < text.length || digits === 0 || scale === 0) {
    throw new MoneyError(`Not a decimal amount: "${value}"`);
  }
  assertInteger(amount);
  return { amount: negative ? -amount : amount, scale: Math.max(scale, 0) };
}

/** Money from a supplier's decimal string ("932.70"), rounded half-even to the currency precision. */
export function moneyFromDecimal(value: string, currency: string): Money {
  const { amount, scale } = parseScaledDecimal(value);
  return normalizeMoney(dinero({ amount, currency: toDineroCurrency(currency), scale }));
}

/**
 * `toMinorUnits(moneyFromDecimal(value, currency))` without money objects (half-even past the
 * currency's precision): for prices computed a dozen at a time per results page.
 */
export function minorFromDecimal(value: string, currency: string): number {
  const { amount, scale } = parseScaledDecimal(value);
  const precision = getCurrencyPrecision(currency);
  if (scale <= precision) {
    const minor = amount * 10 ** (precision - scale);
    assertInteger(minor);
    return minor;
  }
  const quotient = divideHalfEvenInDoubles(Math.abs(amount), 10 ** (scale - precision));
  return amount < 0 ? -quotient : quotient;
}

/**
 * numerator / denominator rounded half to even, for whole non-negative numbers below 2^52, where
 * every product and difference here is exact in doubles. The division itself rounds to a double, so
 * near a whole number its floor can land one off either side: the remainder puts it right.
 */
export function divideHalfEvenInDoubles(numerator: number, denominator: number): number {
  let quotient = Math.floor(numerator / denominator);
  let remainder = numerator - quotient * denominator;
  if (remainder < 0) {
    quotient -= 1;
    remainder += denominator;
  } else if (remainder >= denominator) {
    quotient += 1;
    remainder -= denominator;
  }
  const twiceRemainder = remainder * 2;
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2 === 1)) quotient += 1;
  return quotient;
}

/** `toDecimalString(moneyFromMinor(minor, currency))` without money objects, e.g. 123450 → "1234.50". */
export function formatMinorUnits(minor: number, currency: string): string {
  assertInteger(minor);
  return formatMinorAt(minor, getCurrencyPrecision(currency));
}

/** A whole number of minor units as decimal text at `precision`, e.g. 123450, 2 → "1234.50". */
export function formatMinorAt(minor: number | bigint, precision: number): string {
  const negative = minor < 0;
  const digits = String(negative ? -minor : minor).padStart(precision + 1, '0');
  const text = precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
  return negative ? `-${text}` : text;
}

/** Decimal string at the currency precision, e.g. "1234.50", "15000" (CLP). */
export function toDecimalString(money: Money): string {
  return toDecimal(normalizeMoney(money));
}

export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return add(a, b);
}

export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return subtract(a, b);
}

/** Sum of a list; an empty list is zero in `currency`. */
export function sumMoney(items: readonly Money[], currency: string): Money {
  return items.reduce((total, item) => addMoney(total, item), moneyFromMinor(0, currency));
}

/** -1, 0 or 1. */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b);
  return compare(a, b) as -1 | 0 | 1;
}

/** Money times an integer factor (quantities); fractional factors go through `percentageOf`. */
export function multiplyMoney(money: Money, factor: number): Money {
  assertInteger(factor);
  return multiply(money, factor);
}

/** `percent` % of the amount (0-100, decimals allowed), rounded half-even to the currency precision. */
export function percentageOf(money: Money, percent: number): Money {
  if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new MoneyError(MONEY_ERROR_MESSAGES.percentage);
  }
  const { amount, scale } = parseScaledDecimal(String(percent));
  return normalizeMoney(multiply(money, { amount, scale: scale + 2 }));
}

/** Splits an amount by ratios without losing a minor unit (dinero's largest-remainder allocation). */
export function allocateMoney(money: Money, ratios: readonly number[]): Money[] {
  if (
    !Array.isArray(ratios) ||
    ratios.length === 0 ||
    ratios.some((r) => typeof r !== 'number' || !Number.isFinite(r) || r <= 0)
  ) {
    throw new MoneyError(MONEY_ERROR_MESSAGES.ratios);
  }
  const scaled = ratios.map((r) => parseScaledDecimal(String(r)));
  return allocate(normalizeMoney(money), scaled).map(normalizeMoney);
}

export function toMoneyAmount(money: Money): MoneyAmount {
  return { amount: toMinorUnits(money), currency: getMoneyCurrency(money) };
}

export function fromMoneyAmount(value: MoneyAmount): Money {
  return moneyFromMinor(value.amount, value.currency);
}

export type MoneyLocale = 'es' | 'en' | 'pt';

const INTL_LOCALES: Record<MoneyLocale, string> = { es: 'es', en: 'en-US', pt: 'pt-BR' };

/** The Intl locale money is written in for a language ('es' → 'es', 'pt' → 'pt-BR'). */
export function getMoneyIntlLocale(locale: MoneyLocale): string {
  return INTL_LOCALES[locale];
}

/**
 * '$' alone means pesos or dollars depending on who reads it, so Spanish shows the ISO code
 * ('1.500.000 CLP', '2545,92 USD') and English and Portuguese the unambiguous symbol ('$', 'MX$',
 * 'R$ 2.660,10', 'US$ 12,00').
 */
const CURRENCY_DISPLAY: Record<MoneyLocale, 'symbol' | 'code'> = { es: 'code', en: 'symbol', pt: 'symbol' };

/**
 * Formatters by locale, currency and display: making one costs far more than formatting with it (a
 * booking's pages and e-mail write a dozen amounts). Bounded, as the locale comes from the visitor.
 */
const moneyFormatters = new Map<string, Intl.NumberFormat>();
const MONEY_FORMATTERS_KEPT = 256;

/**
 * Localised text with Intl; the number of decimals is always the §9 precision (so CLP and PYG
 * show none even where Intl's own data would differ). `intlLocale` (a BCP 47 tag such as 'es-MX')
 * writes the digits as the reader's country does, keeping the language's currency display.
 */
export function formatMoney(
  money: Money,
  locale: MoneyLocale = 'es',
  options: { currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code'; intlLocale?: string } = {},
): string {
  const currency = getMoneyCurrency(money);
  const intlLocale = options.intlLocale ?? INTL_LOCALES[locale];
  const currencyDisplay = options.currencyDisplay ?? CURRENCY_DISPLAY[locale];
  const key = `${intlLocale}|${currency}|${currencyDisplay}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    const digits = getCurrencyPrecision(currency);
    formatter = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    if (moneyFormatters.size >= MONEY_FORMATTERS_KEPT) moneyFormatters.clear();
    moneyFormatters.set(key, formatter);
  }
  // Intl parses a decimal string exactly, so no float ever carries the amount.
  return formatter.format(toDecimalString(money) as `${number}`);
}
