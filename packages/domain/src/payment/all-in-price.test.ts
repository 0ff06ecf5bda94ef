import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExchangeRateTable } from '../money/exchange-rates.ts';
import type { MoneyAmount } from '../money/money.schemas.ts';
import {
  addMoney,
  allocateMoney,
  fromMoneyAmount,
  MONEY_ERROR_MESSAGES,
  moneyFromDecimal,
  toDecimalString,
} from '../money/money.ts';
import { EMPTY_OFFER_FILTERS, filterOffers } from '../offers/offer-filters.ts';
import { deriveOfferViews } from '../offers/offer-view.ts';
import { buildFlightOffer } from '../testing/offer-builder.ts';
import { convertBookingFees, priceAllIn, toAllInPriceRange, toFarePriceRange } from './all-in-price.ts';

const table: ExchangeRateTable = { base: 'USD', date: '2026-11-24', rates: { CLP: '950', COP: '4125.5' } };

describe('convertBookingFees', () => {
  it('is 5.66 USD in dollars', () => {
    expect(convertBookingFees('USD', table)).toEqual({ amount: 566, currency: 'USD' });
  });

  it('converts each fee, then adds them, in the display currency', () => {
    const fees = convertBookingFees('CLP', table);
    expect(fees.currency).toBe('CLP');
    // 2.73 USD and 2.93 USD at 950 CLP each, rounded to whole pesos one by one.
    expect(fees.amount).toBe(Math.round(2.73 * 950) + Math.round(2.93 * 950));
  });
});

describe('priceAllIn', () => {
  it('adds the fees once to the total and a share of them to the adult fare', () => {
    const price = priceAllIn({
      total: { amount: '900.00', currency: 'USD' },
      perAdult: { amount: '400.00', currency: 'USD' },
      travellers: 2,
      fees: { amount: 566, currency: 'USD' },
    });
    expect(price.total).toEqual({ amount: '905.66', currency: 'USD' });
    expect(price.perAdult).toEqual({ amount: '402.83', currency: 'USD' });
    expect(price.fees).toEqual({ amount: '5.66', currency: 'USD' });
  });

  it('gives a lone traveller the whole total as the adult price', () => {
    const price = priceAllIn({
      total: { amount: '310.50', currency: 'USD' },
      perAdult: { amount: '310.50', currency: 'USD' },
      travellers: 1,
      fees: { amount: 566, currency: 'USD' },
    });
    expect(price.perAdult).toEqual(price.total);
  });

  it('gives the first share the odd minor unit when fees do not split evenly', () => {
    const price = priceAllIn({
      total: { amount: '300.00', currency: 'USD' },
      perAdult: { amount: '100.00', currency: 'USD' },
      travellers: 3,
      fees: { amount: 100, currency: 'USD' },
    });
    expect(price.perAdult).toEqual({ amount: '100.34', currency: 'USD' });
  });
});

describe('priceAllIn, against the same sums in money objects', () => {
  /** The amounts as dinero adds and splits them. */
  function withMoney(total: string, perAdult: string, travellers: number, fees: MoneyAmount) {
    const feeMoney = fromMoneyAmount(fees);
    const [share] = allocateMoney(
      feeMoney,
      Array.from({ length: Math.max(1, travellers) }, () => 1),
    );
    return {
      total: toDecimalString(addMoney(moneyFromDecimal(total, fees.currency), feeMoney)),
      perAdult: toDecimalString(addMoney(moneyFromDecimal(perAdult, fees.currency), share ?? feeMoney)),
      fees: toDecimalString(feeMoney),
    };
  }

  const decimal = fc
    .tuple(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 4 }))
    .map(([amount, scale]) =>
      scale === 0
        ? String(amount)
        : `${Math.floor(amount / 10 ** scale)}.${String(amount % 10 ** scale).padStart(scale, '0')}`,
    );

  it('gives the same total, adult price and fees in every currency precision', () => {
    fc.assert(
      fc.property(
        decimal,
        decimal,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom('USD', 'CLP', 'COP', 'BHD', 'JPY', 'MXN'),
        (total, perAdult, travellers, fee, currency) => {
          const fees = { amount: fee, currency };
          const price = priceAllIn({
            total: { amount: total, currency },
            perAdult: { amount: perAdult, currency },
            travellers,
            fees,
          });
          const expected = withMoney(total, perAdult, travellers, fees);
          expect(price.total.amount).toBe(expected.total);
          expect(price.perAdult?.amount).toBe(expected.perAdult);
          expect(price.fees.amount).toBe(expected.fees);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('refuses an amount in another currency than the fees', () => {
    expect(() =>
      priceAllIn({
        total: { amount: '10.00', currency: 'USD' },
        perAdult: null,
        travellers: 1,
        fees: { amount: 566, currency: 'COP' },
      }),
    ).toThrow(MONEY_ERROR_MESSAGES.sameCurrency);
  });
});

describe('toAllInPriceRange', () => {
  it('moves both bounds of a fare range up by the fees, keeping an open end open', () => {
    const fees = { amount: 566, currency: 'USD' };
    expect(toAllInPriceRange({ min: 30_000, max: 90_000 }, fees, 'USD')).toEqual({
      min: 30_566,
      max: 90_566,
    });
    expect(toAllInPriceRange({ min: 30_000, max: null }, fees, 'USD')).toEqual({ min: 30_566, max: null });
  });

  it('refuses fees in another currency than the prices', () => {
    expect(() => toAllInPriceRange({ min: 0, max: 1 }, { amount: 566, currency: 'USD' }, 'COP')).toThrow(
      /USD/,
    );
  });
});

describe('toFarePriceRange', () => {
  const fees = { amount: 2_335_000, currency: 'COP' };

  it('turns the all-in amounts a visitor picked into the fares they select', () => {
    expect(toFarePriceRange({ min: 102_335_000, max: 202_335_001 }, fees, 'COP')).toEqual({
      min: 100_000_000,
      max: 200_000_001,
    });
  });

  it('keeps the offers whose all-in price, not their fare, lies within the range', () => {
    // Fares of 99.00, 100.00 and 104.50 USD; with 5.66 of fees: 104.66, 105.66 and 110.16 all-in.
    const views = deriveOfferViews(
      ['99.00', '100.00', '104.50'].map((total, index) =>
        buildFlightOffer({ id: String(index + 1), currency: 'USD', total }),
      ),
    );
    const usdFees = { amount: 566, currency: 'USD' };
    const allIn = { min: 10_500, max: 11_000 };
    const kept = filterOffers(views, {
      ...EMPTY_OFFER_FILTERS,
      price: [toFarePriceRange(allIn, usdFees, 'USD')],
    });
    // The 99.00 fare (104.66 all-in) is below 105.00 and 104.50 (110.16) is above 110.00, although both fares are in range.
    expect(kept.map((view) => view.id)).toEqual(['2']);
  });

  describe('properties', () => {
    it('selects a fare exactly when the fare plus the fees lies in the all-in range', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 10_000_000 }),
          fc.integer({ min: 0, max: 100_000 }),
          fc.integer({ min: 0, max: 10_000_000 }),
          fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: null }),
          (fare, fee, min, width) => {
            const allIn = { min, max: width === null ? null : min + width };
            const range = toFarePriceRange(allIn, { amount: fee, currency: 'USD' }, 'USD');
            const inFare = fare >= range.min && (range.max === null || fare < range.max);
            const price = fare + fee;
            const inAllIn = price >= allIn.min && (allIn.max === null || price < allIn.max);
            expect(inFare).toBe(inAllIn);
            expect(toAllInPriceRange(range, { amount: fee, currency: 'USD' }, 'USD')).toEqual(allIn);
          },
        ),
      );
    });
  });
});
