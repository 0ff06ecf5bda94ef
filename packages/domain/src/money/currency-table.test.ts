import { describe, expect, it } from 'vitest';
import { AllowedCurrencyCodeSchema, CurrencyListEntrySchema } from './currency.schemas.ts';
import {
  ALLOWED_CURRENCIES,
  ALLOWED_CURRENCY_CODES,
  CURRENCY_SYMBOLS,
  findAllowedCurrency,
  getCurrencyPrecision,
  getCurrencySymbol,
  isAllowedCurrency,
} from './currency-table.ts';

describe('getCurrencyPrecision', () => {
  it('gives zero decimals to the zero-decimal list of the spec', () => {
    for (const code of ['CLP', 'PYG', 'JPY', 'KRW', 'UYI', 'XPF']) expect(getCurrencyPrecision(code)).toBe(0);
  });
  it('gives three decimals to the three-decimal list', () => {
    for (const code of ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'])
      expect(getCurrencyPrecision(code)).toBe(3);
  });
  it('gives two decimals to every other currency, including ones not in any list', () => {
    for (const code of ['USD', 'COP', 'BRL', 'UYU', 'XYZ']) expect(getCurrencyPrecision(code)).toBe(2);
  });
});

describe('ALLOWED_CURRENCIES', () => {
  it('lists exactly the seventeen allowed currencies of the spec, each a complete entry', () => {
    expect(ALLOWED_CURRENCIES.map((c) => c.code)).toEqual([...ALLOWED_CURRENCY_CODES]);
    expect(ALLOWED_CURRENCIES).toHaveLength(17);
    for (const entry of ALLOWED_CURRENCIES) expect(CurrencyListEntrySchema.parse(entry)).toEqual(entry);
  });
  it('carries name, country code, symbol, country and flag', () => {
    expect(findAllowedCurrency('BRL')).toEqual({
      code: 'BRL',
      name: 'Real brasileño',
      countryCode: 'BR',
      symbol: 'R$',
      country: 'Brasil',
      flag: '🇧🇷',
    });
    expect(findAllowedCurrency('JPY')).toBeUndefined();
  });
});

describe('isAllowedCurrency', () => {
  it('accepts allowed codes and refuses others', () => {
    expect(isAllowedCurrency('COP')).toBe(true);
    expect(isAllowedCurrency('RUB')).toBe(false);
  });
});

describe('AllowedCurrencyCodeSchema', () => {
  it('names the field in its message', () => {
    const result = AllowedCurrencyCodeSchema.safeParse('JPY');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^currencyCode must be one of ARS/);
  });
});

describe('getCurrencySymbol', () => {
  it('includes RUB in the symbol table although it is not an allowed currency', () => {
    expect(CURRENCY_SYMBOLS.RUB).toBe('₽');
    expect(getCurrencySymbol('RUB')).toBe('₽');
    expect(getCurrencySymbol('PEN')).toBe('S/');
  });
  it('falls back to the code for a currency without a symbol', () => {
    expect(getCurrencySymbol('JPY')).toBe('JPY');
  });
});
