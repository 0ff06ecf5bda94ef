import { z } from 'zod';
import { CurrencyCodeSchema } from './currency.schemas.ts';
import { getCurrencyPrecision } from './currency-table.ts';
import {
  divideHalfEvenInDoubles,
  formatMinorAt,
  getMoneyCurrency,
  type Money,
  MoneyError,
  moneyFromMinor,
  parseScaledDecimal,
  toMinorUnits,
} from './money.ts';

const RateSchema = z.union([
  z.number().positive({ error: 'rate must be greater than 0' }),
  z.string().regex(/^\d+(\.\d+)?$/, { error: 'rate must be a decimal string' }),
]);

/** Units of each currency worth one unit of `base` on `date`, e.g. `{ base: 'USD', rates: { COP: '4012.5' } }`. */
export const ExchangeRateTableSchema = z.object({
  date: z.iso.date({ error: 'date must be yyyy-MM-dd' }),
  base: CurrencyCodeSchema,
  rates: z.record(CurrencyCodeSchema, RateSchema),
});
export type ExchangeRateTable = z.infer<typeof ExchangeRateTableSchema>;

type ScaledRate = { amount: bigint; scale: number };

/**
 * Values worked out once per rate table: a search converts thousands of amounts, most of them
 * repeated (fees, taxes, fares shared by offers), with one table. Tables are values nobody mutates,
 * so an entry keyed by the table object and the arguments never goes stale; it goes with its table.
 */
export function perRateTable<V>(): (table: ExchangeRateTable) => Map<string, V> {
  const byTable = new WeakMap<ExchangeRateTable, Map<string, V>>();
  return (table) => {
    let entries = byTable.get(table);
    if (!entries) {
      entries = new Map();
      byTable.set(table, entries);
    }
    return entries;
  };
}

const parsedRates = perRateTable<ScaledRate>();
/** Converted amounts, capped per table. */
const convertedAmounts = perRateTable<string>();
const MAX_CONVERTED_PER_TABLE = 50_000;

function rateOf(table: ExchangeRateTable, code: string): ScaledRate {
  const rates = parsedRates(table);
  let rate = rates.get(code);
  if (!rate) {
    rate = parseRate(table, code);
    rates.set(code, rate);
  }
  return rate;
}

function parseRate(table: ExchangeRateTable, code: string): ScaledRate {
  if (code === table.base) return { amount: 1n, scale: 0 };
  const rate = table.rates[code];
  if (rate === undefined) throw new MoneyError(`No exchange rate for ${code} on ${table.date}`);
  const { amount, scale } = parseScaledDecimal(String(rate));
  if (amount <= 0) throw new MoneyError(`The exchange rate for ${code} must be greater than 0`);
  return { amount: BigInt(amount), scale };
}

/** numerator / denominator rounded half-even, in exact integer arithmetic. */
function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  const twiceRemainder = (n % d) * 2n;
  if (twiceRemainder > d || (twiceRemainder === d && quotient % 2n === 1n)) quotient += 1n;
  return negative ? -quotient : quotient;
}

const UNIT_RATE = { amount: 1n, scale: 0 };
/** 2^52: integers and sums of two below it are exact in doubles. */
const EXACT_DOUBLE_LIMIT = 2 ** 52;

/**
 * `amount × 10^-scale` units of `from` in minor units of `to`: through the table's base (either side
 * may be the base, or neither: a cross rate), exactly, with one half-even rounding at the end. A
 * currency to itself needs no rate, only its precision.
 */
function convertScaled(
  amount: bigint,
  scale: number,
  from: string,
  to: string,
  table: ExchangeRateTable,
): bigint {
  const rateFrom = from === to ? UNIT_RATE : rateOf(table, from);
  const rateTo = from === to ? UNIT_RATE : rateOf(table, to);
  const numerator = amount * rateTo.amount * 10n ** BigInt(rateFrom.scale + getCurrencyPrecision(to));
  const denominator = rateFrom.amount * 10n ** BigInt(rateTo.scale + scale);
  return divideHalfEven(numerator, denominator);
}

/** Converts money into another currency (see `convertScaled`). */
export function convertMoney(money: Money, to: string, table: ExchangeRateTable): Money {
  const from = getMoneyCurrency(money);
  if (from === to) return money;
  const result = convertScaled(BigInt(toMinorUnits(money)), getCurrencyPrecision(from), from, to, table);
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyError('The converted amount is too large');
  }
  return moneyFromMinor(Number(result), to);
}

/**
 * `convertMoney` for decimal strings, e.g. a supplier's "512.35" USD → "1998165.00" COP, without
 * building money objects: results convert hundreds of amounts per search, so this is the hot path.
 */
export function convertDecimalAmount(
  value: string,
  from: string,
  to: string,
  table: ExchangeRateTable,
): string {
  const converted = convertedAmounts(table);
  const key = `${from}|${to}|${value}`;
  let result = converted.get(key);
  if (result === undefined) {
    const { amount, scale } = parseScaledDecimal(value);
    result = formatMinorAt(convertScaled(BigInt(amount), scale, from, to, table), getCurrencyPrecision(to));
    if (converted.size >= MAX_CONVERTED_PER_TABLE) converted.clear();
    converted.set(key, result);
  }
  return result;
}

/** `convertScaled`'s two factors as exact doubles, when they are (null when either is not). */
type DoubleFactors = { times: number; over: number } | null;
const factorsByTable = perRateTable<Map<string, DoubleFactors>>();

function doubleFactors(table: ExchangeRateTable, from: string, to: string): DoubleFactors {
  const byFrom = factorsByTable(table);
  let byTo = byFrom.get(from);
  if (!byTo) {
    byTo = new Map();
    byFrom.set(from, byTo);
  }
  let factors = byTo.get(to);
  if (factors === undefined) {
    const rateFrom = from === to ? UNIT_RATE : rateOf(table, from);
    const rateTo = from === to ? UNIT_RATE : rateOf(table, to);
    const times = rateTo.amount * 10n ** BigInt(rateFrom.scale + getCurrencyPrecision(to));
    const over = rateFrom.amount * 10n ** BigInt(rateTo.scale);
    const exact = (value: bigint) => value < BigInt(EXACT_DOUBLE_LIMIT);
    factors = exact(times) && exact(over) ? { times: Number(times), over: Number(over) } : null;
    byTo.set(to, factors);
  }
  return factors;
}

/**
 * `convertDecimalAmount` as a whole number of minor units of `to` (its text without the point): a
 * results page prices every offer of a search this way to sort and filter them.
 */
export function convertDecimalToMinor(
  value: string,
  from: string,
  to: string,
  table: ExchangeRateTable,
): number {
  const { amount, scale } = parseScaledDecimal(value);
  const factors = doubleFactors(table, from, to);
  // In doubles while both sides stay below 2^52, where every product and difference below is an
  // exact integer, as in bigint: nearly every price.
  const numerator = factors ? amount * factors.times : Number.POSITIVE_INFINITY;
  const denominator = factors ? factors.over * 10 ** scale : Number.POSITIVE_INFINITY;
  if (numerator >= 0 && numerator < EXACT_DOUBLE_LIMIT && denominator < EXACT_DOUBLE_LIMIT) {
    return divideHalfEvenInDoubles(numerator, denominator);
  }
  const minor = convertScaled(BigInt(amount), scale, from, to, table);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new MoneyError('The converted amount is too large');
  }
  return Number(minor);
}

/** The newest table dated on or before `date` (yyyy-MM-dd), or undefined when none is that old. */
export function selectRateTable(
  tables: readonly ExchangeRateTable[],
  date: string,
): ExchangeRateTable | undefined {
  let best: ExchangeRateTable | undefined;
  for (const table of tables) {
    if (table.date <= date && (best === undefined || table.date > best.date)) best = table;
  }
  return best;
}
