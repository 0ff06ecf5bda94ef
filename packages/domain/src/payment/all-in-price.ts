import { convertMoney, type ExchangeRateTable, perRateTable } from '../money/exchange-rates.ts';
import type { MoneyAmount } from '../money/money.schemas.ts';
import {
  formatMinorUnits,
  fromMoneyAmount,
  MONEY_ERROR_MESSAGES,
  MoneyError,
  minorFromDecimal,
  toMinorUnits,
} from '../money/money.ts';
import type { NumericRange } from '../offers/offer-filters.ts';
import { computeBookingCharge } from './booking-fees.ts';

const NO_USD: MoneyAmount = { amount: 0, currency: 'USD' };

/** The fees already converted, per rate table and currency: every search and deal of the day asks for them. */
const feesByTable = perRateTable<Readonly<MoneyAmount>>();

/**
 * The per-booking service fees (decision 003) in a display currency: each fee converted at the day's
 * rate, then summed, exactly as the trip summary's session does, so both show the same total.
 */
export function convertBookingFees(currency: string, table: ExchangeRateTable): Readonly<MoneyAmount> {
  const byCurrency = feesByTable(table);
  let converted = byCurrency.get(currency);
  if (!converted) {
    const { fees } = computeBookingCharge({ offer: NO_USD, bags: NO_USD });
    const amount = fees.reduce(
      (sum, fee) => sum + toMinorUnits(convertMoney(fromMoneyAmount(fee.amount), currency, table)),
      0,
    );
    converted = Object.freeze({ amount, currency });
    byCurrency.set(currency, converted);
  }
  return converted;
}

/** Decimal text, as the supplier's amounts travel (`'1234.50'`). */
export type DecimalAmount = { amount: string; currency: string };

export type AllInPrice = {
  /** Every traveller's fare plus the per-booking fees: the trip summary's total before bags. */
  total: DecimalAmount;
  /** An adult's fare plus an equal share of the fees (the first, largest share when they do not split evenly). */
  perAdult: DecimalAmount | null;
  fees: DecimalAmount;
};

/**
 * The first price a visitor sees already holds every fee (decision 016): the offer's total plus the
 * per-booking service fees, and per adult the adult's fare plus a share of them. In whole minor units
 * (a results page prices a dozen cards per request): the total and the adult fare rounded half-even
 * to the currency, the fees split as `allocateMoney` splits them, the odd units to the first shares.
 */
export function priceAllIn(input: {
  total: DecimalAmount;
  perAdult: DecimalAmount | null;
  travellers: number;
  fees: MoneyAmount;
}): AllInPrice {
  const { currency } = input.fees;
  const inFees = (amount: DecimalAmount) => {
    if (amount.currency !== currency) throw new MoneyError(MONEY_ERROR_MESSAGES.sameCurrency);
    return minorFromDecimal(amount.amount, currency);
  };
  const fees = input.fees.amount;
  if (!Number.isSafeInteger(fees) || fees < 0) throw new MoneyError(MONEY_ERROR_MESSAGES.integer);
  const travellers = Math.max(1, input.travellers);
  const share = Math.floor(fees / travellers) + (fees % travellers > 0 ? 1 : 0);
  return {
    total: { amount: formatMinorUnits(inFees(input.total) + fees, currency), currency },
    perAdult: input.perAdult
      ? { amount: formatMinorUnits(inFees(input.perAdult) + share, currency), currency }
      : null,
    fees: { amount: formatMinorUnits(fees, currency), currency },
  };
}

/** The fees in minor units of `currency`; a fee in another currency is a caller's mistake. */
function feesInMinor(fees: MoneyAmount, currency: string): number {
  if (fees.currency !== currency) {
    throw new Error(`Booking fees in ${fees.currency} cannot shift prices in ${currency}`);
  }
  return fees.amount;
}

function shiftRange(range: NumericRange, by: number): NumericRange {
  return { min: range.min + by, max: range.max === null ? null : range.max + by };
}

/**
 * A range of fares (minor units of `currency`, half-open [min, max)) as the all-in prices the visitor
 * reads: the per-booking fees are one amount for every offer of a search, so every bound moves by it.
 */
export function toAllInPriceRange(
  range: { min: number; max: number },
  fees: MoneyAmount,
  currency: string,
): { min: number; max: number };
export function toAllInPriceRange(range: NumericRange, fees: MoneyAmount, currency: string): NumericRange;
export function toAllInPriceRange(range: NumericRange, fees: MoneyAmount, currency: string): NumericRange {
  return shiftRange(range, feesInMinor(fees, currency));
}

/**
 * The fares an all-in price range selects: an offer whose fare plus the fees lies in [min, max) has
 * its fare in [min − fees, max − fees), to the minor unit. The results' price filter is written in
 * all-in amounts (the URL's `price=` too) and the offers are filtered on their fares through this.
 */
export function toFarePriceRange(allIn: NumericRange, fees: MoneyAmount, currency: string): NumericRange {
  return shiftRange(allIn, -feesInMinor(fees, currency));
}
