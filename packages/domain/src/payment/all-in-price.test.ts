import { describe, expect, it } from 'vitest';
import type { ExchangeRateTable } from '../money/exchange-rates.ts';
import { convertBookingFees, priceAllIn } from './all-in-price.ts';

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
