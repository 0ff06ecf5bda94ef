import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertDecimalAmount,
  convertDecimalToMinor,
  convertMoney,
  type ExchangeRateTable,
  ExchangeRateTableSchema,
  selectRateTable,
} from './exchange-rates.ts';
import { moneyFromMinor, toDecimalString, toMoneyAmount } from './money.ts';

const table: ExchangeRateTable = {
  date: '2027-03-01',
  base: 'USD',
  rates: { COP: '4012.35', CLP: 950.5, BRL: '5.0125', KWD: '0.307' },
};

describe('convertMoney', () => {
  it('converts from the base currency at the dated rate', () => {
    expect(toMoneyAmount(convertMoney(moneyFromMinor(10000, 'USD'), 'COP', table))).toEqual({
      amount: 40123500,
      currency: 'COP',
    });
  });
  it('rounds half-even into a zero-decimal currency', () => {
    // 1.00 USD = 950.5 CLP → 950 (even); 3.00 USD = 2851.5 CLP → 2852 (even).
    expect(toMoneyAmount(convertMoney(moneyFromMinor(100, 'USD'), 'CLP', table)).amount).toBe(950);
    expect(toMoneyAmount(convertMoney(moneyFromMinor(300, 'USD'), 'CLP', table)).amount).toBe(2852);
  });
  it('converts back to the base currency', () => {
    expect(toMoneyAmount(convertMoney(moneyFromMinor(40123500, 'COP'), 'USD', table))).toEqual({
      amount: 10000,
      currency: 'USD',
    });
  });
  it('crosses two non-base currencies through the base', () => {
    // 1000 CLP = 1000/950.5 USD = 1.05208 USD = 5.27355 BRL → 5.27
    expect(toMoneyAmount(convertMoney(moneyFromMinor(1000, 'CLP'), 'BRL', table))).toEqual({
      amount: 527,
      currency: 'BRL',
    });
    expect(toMoneyAmount(convertMoney(moneyFromMinor(10000, 'USD'), 'KWD', table)).amount).toBe(30700);
  });
  it('returns the same value for the same currency', () => {
    const money = moneyFromMinor(5, 'COP');
    expect(convertMoney(money, 'COP', table)).toBe(money);
  });
  it('rounds negative amounts half-even too', () => {
    expect(toMoneyAmount(convertMoney(moneyFromMinor(-300, 'USD'), 'CLP', table)).amount).toBe(-2852);
  });
  it('refuses a currency missing from the table', () => {
    expect(() => convertMoney(moneyFromMinor(100, 'USD'), 'PEN', table)).toThrow(
      'No exchange rate for PEN on 2027-03-01',
    );
  });
  it('refuses a zero rate and an overflowing result', () => {
    const broken = { ...table, rates: { COP: '0' } };
    expect(() => convertMoney(moneyFromMinor(100, 'USD'), 'COP', broken)).toThrow('greater than 0');
    const huge = { ...table, rates: { COP: '99999999' } };
    expect(() => convertMoney(moneyFromMinor(9e12, 'USD'), 'COP', huge)).toThrow('too large');
  });
});

describe('ExchangeRateTableSchema', () => {
  it('accepts the dated table shape and refuses bad rates', () => {
    expect(ExchangeRateTableSchema.parse(table)).toEqual(table);
    expect(ExchangeRateTableSchema.safeParse({ ...table, rates: { COP: -1 } }).success).toBe(false);
    expect(ExchangeRateTableSchema.safeParse({ ...table, date: '01/03/2027' }).success).toBe(false);
  });
});

describe('selectRateTable', () => {
  const tables = [
    { ...table, date: '2027-03-01' },
    { ...table, date: '2027-03-05' },
    { ...table, date: '2027-02-20' },
  ];
  it('picks the newest table not after the date', () => {
    expect(selectRateTable(tables, '2027-03-04')?.date).toBe('2027-03-01');
    expect(selectRateTable(tables, '2027-03-05')?.date).toBe('2027-03-05');
  });
  it('gives undefined when every table is newer', () => {
    expect(selectRateTable(tables, '2027-01-01')).toBeUndefined();
  });
});

describe('convertDecimalToMinor', () => {
  it('gives the minor units of convertDecimalAmount, for any amount and rate', () => {
    const decimal = (maxScale: number) =>
      fc
        .tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: maxScale }))
        .map(([units, scale]) => {
          const digits = units.toString().padStart(scale + 1, '0');
          return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
        });
    fc.assert(
      fc.property(
        decimal(4),
        decimal(8).filter((rate) => /[1-9]/.test(rate)),
        decimal(8).filter((rate) => /[1-9]/.test(rate)),
        fc.constantFrom('USD', 'COP', 'CLP', 'KWD'),
        fc.constantFrom('USD', 'COP', 'CLP', 'KWD'),
        (value, copRate, kwdRate, from, to) => {
          const rates: ExchangeRateTable = {
            date: '2027-03-01',
            base: 'USD',
            rates: { COP: copRate, CLP: '950.5', KWD: kwdRate },
          };
          const text = convertDecimalAmount(value, from, to, rates);
          const expected = BigInt(text.replace('.', ''));
          if (expected > BigInt(Number.MAX_SAFE_INTEGER)) {
            expect(() => convertDecimalToMinor(value, from, to, rates)).toThrow('too large');
          } else {
            expect(convertDecimalToMinor(value, from, to, rates)).toBe(Number(expected));
          }
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('rounds half to even, as convertDecimalAmount does', () => {
    const rates: ExchangeRateTable = { date: '2027-03-01', base: 'USD', rates: { CLP: '2' } };
    expect(convertDecimalToMinor('0.25', 'USD', 'CLP', rates)).toBe(0);
    expect(convertDecimalToMinor('0.75', 'USD', 'CLP', rates)).toBe(2);
    expect(convertDecimalToMinor('35.125', 'USD', 'USD', rates)).toBe(3512);
    expect(convertDecimalToMinor('35.135', 'USD', 'USD', rates)).toBe(3514);
  });
});

describe('convertDecimalAmount', () => {
  const rates: ExchangeRateTable = {
    date: '2026-11-01',
    base: 'USD',
    rates: { COP: '3900', CLP: '940.5', EUR: '0.86', KWD: '0.3071' },
  };

  it('converts a decimal string exactly, rounding half-even once', () => {
    expect(convertDecimalAmount('512.35', 'USD', 'COP', rates)).toBe('1998165.00');
    // 512.35 × 940.5 = 481865.175 → 481865 (CLP has no decimals)
    expect(convertDecimalAmount('512.35', 'USD', 'CLP', rates)).toBe('481865');
    expect(convertDecimalAmount('100', 'USD', 'KWD', rates)).toBe('30.710');
    expect(convertDecimalAmount('1998165.00', 'COP', 'USD', rates)).toBe('512.35');
  });

  it('only normalises the precision when the currency does not change', () => {
    expect(convertDecimalAmount('35', 'USD', 'USD', rates)).toBe('35.00');
    expect(convertDecimalAmount('35.125', 'USD', 'USD', rates)).toBe('35.12');
  });

  it('converts with each table its own rates, whichever table converted the same amount first', () => {
    const later = { ...rates, date: '2026-11-02', rates: { ...rates.rates, COP: '4000' } };
    expect(convertDecimalAmount('10.00', 'USD', 'COP', rates)).toBe('39000.00');
    expect(convertDecimalAmount('10.00', 'USD', 'COP', later)).toBe('40000.00');
    expect(convertDecimalAmount('10.00', 'USD', 'COP', rates)).toBe('39000.00');
  });

  it('tells the direction and the currencies of a repeated amount apart', () => {
    expect(convertDecimalAmount('3900.00', 'USD', 'COP', rates)).toBe('15210000.00');
    expect(convertDecimalAmount('3900.00', 'COP', 'USD', rates)).toBe('1.00');
    expect(convertDecimalAmount('3900.00', 'USD', 'CLP', rates)).toBe('3667950');
  });

  describe('properties', () => {
    it('agrees with convertMoney for any amount and currency pair', () => {
      const codes = ['USD', 'COP', 'CLP', 'EUR', 'KWD'] as const;
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 10_000_000 }),
          fc.constantFrom(...codes),
          fc.constantFrom(...codes),
          (minor, from, to) => {
            const money = moneyFromMinor(minor, from);
            expect(convertDecimalAmount(toDecimalString(money), from, to, rates)).toBe(
              toDecimalString(convertMoney(money, to, rates)),
            );
          },
        ),
      );
    });
  });
});
