import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_CURRENCY_CODES } from './currency-table.ts';
import { MoneyAmountSchema } from './money.schemas.ts';
import {
  addMoney,
  allocateMoney,
  compareMoney,
  formatMoney,
  fromMoneyAmount,
  getMoneyCurrency,
  MONEY_ERROR_MESSAGES,
  moneyFromDecimal,
  moneyFromMinor,
  multiplyMoney,
  parseScaledDecimal,
  percentageOf,
  subtractMoney,
  sumMoney,
  toDecimalString,
  toMinorUnits,
  toMoneyAmount,
} from './money.ts';

const usd = (amount: number) => moneyFromMinor(amount, 'USD');

describe('moneyFromMinor', () => {
  it('reads minor units with the currency precision of the table', () => {
    expect(toDecimalString(moneyFromMinor(12345, 'USD'))).toBe('123.45');
    expect(toDecimalString(moneyFromMinor(12345, 'CLP'))).toBe('12345');
    expect(toDecimalString(moneyFromMinor(12345, 'KWD'))).toBe('12.345');
  });
  it('refuses a fractional amount with the integer message', () => {
    expect(() => moneyFromMinor(10.5, 'USD')).toThrow(MONEY_ERROR_MESSAGES.integer);
    expect(() => moneyFromMinor(Number.NaN, 'USD')).toThrow('You must provide an integer.');
  });
});

describe('moneyFromDecimal', () => {
  it('parses a supplier decimal string without floats', () => {
    expect(toMinorUnits(moneyFromDecimal('932.70', 'USD'))).toBe(93270);
    expect(toMinorUnits(moneyFromDecimal('0.1', 'USD'))).toBe(10);
    expect(toMinorUnits(moneyFromDecimal('-5', 'USD'))).toBe(-500);
  });
  it('rounds extra decimals half-even', () => {
    expect(toMinorUnits(moneyFromDecimal('10.125', 'USD'))).toBe(1012);
    expect(toMinorUnits(moneyFromDecimal('10.135', 'USD'))).toBe(1014);
    expect(toMinorUnits(moneyFromDecimal('1500.5', 'CLP'))).toBe(1500);
    expect(toMinorUnits(moneyFromDecimal('1501.5', 'CLP'))).toBe(1502);
  });
  it('refuses text that is not a decimal', () => {
    expect(() => moneyFromDecimal('12,50', 'USD')).toThrow('Not a decimal amount');
    expect(() => moneyFromDecimal('1e3', 'USD')).toThrow('Not a decimal amount');
  });
});

describe('parseScaledDecimal', () => {
  it('gives the digits and the scale', () => {
    expect(parseScaledDecimal('4012.35')).toEqual({ amount: 401235, scale: 2 });
    expect(parseScaledDecimal(' 7 ')).toEqual({ amount: 7, scale: 0 });
  });
  it('refuses amounts too long to be exact', () => {
    expect(() => parseScaledDecimal('123456789012345678.9')).toThrow(MONEY_ERROR_MESSAGES.integer);
  });
  it('reads exactly what the decimal pattern accepts, and refuses the rest', () => {
    const pattern = /^(-)?(\d+)(?:\.(\d+))?$/;
    const reference = (value: string) => {
      const match = pattern.exec(value.trim());
      if (!match) return 'refused';
      const [, sign = '', whole = '', fraction = ''] = match;
      const amount = Number(`${sign}${whole}${fraction}`);
      return Number.isSafeInteger(amount) ? { amount, scale: fraction.length } : 'refused';
    };
    const read = (value: string) => {
      try {
        return parseScaledDecimal(value);
      } catch {
        return 'refused';
      }
    };
    const texts = fc.oneof(
      fc.stringMatching(/^\s?-?\d{0,18}(\.\d{0,4})?\s?$/),
      fc.string({ maxLength: 8, unit: fc.constantFrom('1', '0', '.', '-', '+', 'e', ' ', '\u00a0', 'x') }),
    );
    fc.assert(
      fc.property(texts, (text) => {
        expect(read(text)).toEqual(reference(text));
      }),
      { numRuns: 5_000 },
    );
    for (const text of ['', '-', '.5', '5.', '-0', '0.00', '\u00a07\u00a0', '1.2.3', '--1']) {
      expect(read(text), JSON.stringify(text)).toEqual(reference(text));
    }
  });
});

describe('addMoney', () => {
  it('adds amounts of one currency', () => {
    expect(toMinorUnits(addMoney(usd(150), usd(275)))).toBe(425);
    expect(toMinorUnits(subtractMoney(usd(150), usd(275)))).toBe(-125);
  });
  it('refuses mixed currencies with the same-currency message', () => {
    expect(() => addMoney(usd(1), moneyFromMinor(1, 'COP'))).toThrow(MONEY_ERROR_MESSAGES.sameCurrency);
    expect(() => subtractMoney(usd(1), moneyFromMinor(1, 'COP'))).toThrow(MONEY_ERROR_MESSAGES.sameCurrency);
    expect(() => compareMoney(usd(1), moneyFromMinor(1, 'COP'))).toThrow(
      'You must provide a Dinero instance with the same currency.',
    );
  });
});

describe('sumMoney', () => {
  it('sums a list and gives zero for an empty one', () => {
    expect(toMinorUnits(sumMoney([usd(1), usd(2), usd(3)], 'USD'))).toBe(6);
    expect(toMoneyAmount(sumMoney([], 'CLP'))).toEqual({ amount: 0, currency: 'CLP' });
  });
});

describe('compareMoney', () => {
  it('orders amounts', () => {
    expect(compareMoney(usd(1), usd(2))).toBe(-1);
    expect(compareMoney(usd(2), usd(2))).toBe(0);
    expect(compareMoney(usd(3), usd(2))).toBe(1);
  });
});

describe('multiplyMoney', () => {
  it('multiplies by an integer quantity', () => {
    expect(toMinorUnits(multiplyMoney(usd(4100), 3))).toBe(12300);
  });
  it('refuses a fractional factor with the integer message', () => {
    expect(() => multiplyMoney(usd(100), 1.5)).toThrow(MONEY_ERROR_MESSAGES.integer);
  });
});

describe('percentageOf', () => {
  it('takes a percentage rounded half-even to the currency precision', () => {
    expect(toMinorUnits(percentageOf(usd(1005), 10))).toBe(100);
    expect(toMinorUnits(percentageOf(usd(1015), 10))).toBe(102);
    expect(toMinorUnits(percentageOf(usd(10000), 2.73))).toBe(273);
    expect(toMinorUnits(percentageOf(usd(10000), 0))).toBe(0);
    expect(toMinorUnits(percentageOf(usd(10000), 100))).toBe(10000);
  });
  it('refuses values outside 0-100 with the spec message', () => {
    for (const bad of [-1, 100.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => percentageOf(usd(100), bad)).toThrow(MONEY_ERROR_MESSAGES.percentage);
    }
    expect(() => percentageOf(usd(100), '5' as unknown as number)).toThrow(
      'You must provide a numeric value between 0 and 100.',
    );
  });
});

describe('allocateMoney', () => {
  it('splits without losing a minor unit, the remainder going to the first shares', () => {
    expect(allocateMoney(usd(100), [1, 1, 1]).map(toMinorUnits)).toEqual([34, 33, 33]);
    expect(allocateMoney(moneyFromMinor(1000, 'CLP'), [70, 30]).map(toMinorUnits)).toEqual([700, 300]);
    expect(allocateMoney(usd(1000), [0.5, 0.25, 0.25]).map(toMinorUnits)).toEqual([500, 250, 250]);
  });
  it('refuses empty, zero, negative or non-numeric ratios with the spec message', () => {
    for (const bad of [[], [0], [1, -1], [Number.NaN], ['1' as unknown as number]]) {
      expect(() => allocateMoney(usd(100), bad)).toThrow(MONEY_ERROR_MESSAGES.ratios);
    }
  });
});

describe('MoneyAmountSchema', () => {
  it('accepts integer minor units with a currency code', () => {
    expect(MoneyAmountSchema.parse({ amount: 4100, currency: 'USD' })).toEqual({
      amount: 4100,
      currency: 'USD',
    });
  });
  it('refuses floats and names the field', () => {
    const result = MoneyAmountSchema.safeParse({ amount: 41.5, currency: 'USD' });
    expect(result.error?.issues[0]?.message).toBe('amount must be integer minor units');
    expect(MoneyAmountSchema.safeParse({ amount: 1, currency: 'usd' }).success).toBe(false);
  });
  it('round-trips through money', () => {
    const money = fromMoneyAmount({ amount: 123, currency: 'BRL' });
    expect(getMoneyCurrency(money)).toBe('BRL');
    expect(toMoneyAmount(money)).toEqual({ amount: 123, currency: 'BRL' });
  });
});

// Intl output uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats in Spanish with the currency code, so pesos and dollars never share a sign', () => {
    expect(plain(formatMoney(moneyFromMinor(123456789, 'COP'), 'es'))).toBe('1.234.567,89 COP');
    expect(plain(formatMoney(moneyFromMinor(123456789, 'USD'), 'es'))).toBe('1.234.567,89 USD');
    expect(plain(formatMoney(moneyFromMinor(123456789, 'MXN'), 'es'))).toBe('1.234.567,89 MXN');
  });
  it('formats in English with unambiguous symbols', () => {
    expect(formatMoney(usd(123456), 'en')).toBe('$1,234.56');
    expect(formatMoney(moneyFromMinor(123456, 'BRL'), 'en')).toBe('R$1,234.56');
    expect(formatMoney(moneyFromMinor(123456, 'MXN'), 'en')).toBe('MX$1,234.56');
  });
  it('formats in Brazilian Portuguese with the symbol, as Brazilians write reais', () => {
    expect(plain(formatMoney(moneyFromMinor(266010, 'BRL'), 'pt'))).toBe('R$ 2.660,10');
    expect(plain(formatMoney(usd(1200), 'pt'))).toBe('US$ 12,00');
  });
  it("writes the digits as the reader's country does, keeping the language's currency display", () => {
    expect(plain(formatMoney(moneyFromMinor(266010, 'MXN'), 'es', { intlLocale: 'es-MX' }))).toBe(
      'MXN 2,660.10',
    );
    expect(plain(formatMoney(moneyFromMinor(266010, 'USD'), 'es', { intlLocale: 'es-CO' }))).toBe(
      'USD 2.660,10',
    );
  });
  it('shows CLP and PYG with no decimals', () => {
    expect(plain(formatMoney(moneyFromMinor(1500000, 'CLP'), 'es'))).toBe('1.500.000 CLP');
    expect(plain(formatMoney(moneyFromMinor(250000, 'PYG'), 'en'))).toBe('PYG 250,000');
  });
  it('can show the narrow symbol when the context makes the currency clear', () => {
    expect(plain(formatMoney(moneyFromMinor(250000, 'PYG'), 'en', { currencyDisplay: 'narrowSymbol' }))).toBe(
      '₲250,000',
    );
  });
  it('shows three decimals for three-decimal currencies and can show the code', () => {
    expect(plain(formatMoney(moneyFromMinor(12345, 'KWD'), 'en', { currencyDisplay: 'code' }))).toBe(
      'KWD 12.345',
    );
  });
  it('defaults to Spanish', () => {
    expect(plain(formatMoney(usd(99)))).toBe('0,99 USD');
  });
});

describe('properties', () => {
  it('round-trips minor units for every allowed currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALLOWED_CURRENCY_CODES),
        fc.integer({ min: -1e12, max: 1e12 }),
        (currency, amount) => {
          const money = moneyFromMinor(amount, currency);
          expect(toMoneyAmount(money)).toEqual({ amount, currency });
          expect(toMinorUnits(moneyFromDecimal(toDecimalString(money), currency))).toBe(amount);
        },
      ),
    );
  });
  it('allocation always adds back up to the original amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 8 }),
        (amount, ratios) => {
          const parts = allocateMoney(usd(amount), ratios).map(toMinorUnits);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
        },
      ),
    );
  });
});
