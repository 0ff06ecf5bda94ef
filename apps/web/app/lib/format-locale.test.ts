import { describe, expect, it } from 'vitest';
import { getFormatLocale, getRegionalMoneyLocale, resolveFormatLocale } from './format-locale';

describe('getFormatLocale', () => {
  it.each([
    ['es', 'MX', 'es-MX'],
    ['es', 'CL', 'es-CL'],
    ['es', 'CO', 'es-CO'],
    ['es', 'AR', 'es-AR'],
    ['es', 'mx', 'es-MX'],
    ['es', 'BR', 'es-419'],
    ['es', null, 'es-419'],
    ['en', 'GB', 'en-GB'],
    ['en', 'MX', 'en-US'],
    ['en', null, 'en-US'],
    ['pt', 'BR', 'pt-BR'],
    ['pt', 'MX', 'pt-BR'],
    ['pt', null, 'pt-BR'],
  ] as const)('writes %s for a visitor from %s as %s', (locale, country, expected) => {
    expect(getFormatLocale(locale, country)).toBe(expected);
  });

  it('gives the number writing each country expects', () => {
    const write = (locale: string) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(2660.1);
    expect(write(getFormatLocale('es', 'MX'))).toBe('2,660.10');
    expect(write(getFormatLocale('es', 'CL'))).toBe('2.660,10');
    expect(write(getFormatLocale('es', 'CO'))).toBe('2.660,10');
    expect(write(getFormatLocale('es', 'AR'))).toBe('2.660,10');
    expect(write(getFormatLocale('pt', 'BR'))).toBe('2.660,10');
    expect(new Intl.DateTimeFormat(getFormatLocale('pt', null)).format(new Date(2026, 10, 24))).toBe(
      '24/11/2026',
    );
  });
});

describe('resolveFormatLocale', () => {
  it('reads a site locale or a regional tag', () => {
    expect(resolveFormatLocale('es')).toEqual({ language: 'es', intl: 'es-419' });
    expect(resolveFormatLocale('es-CL')).toEqual({ language: 'es', intl: 'es-CL' });
    expect(resolveFormatLocale('pt-BR')).toEqual({ language: 'pt', intl: 'pt-BR' });
    expect(resolveFormatLocale('xx-YY')).toEqual({ language: 'es', intl: 'es-419' });
  });
});

describe('getRegionalMoneyLocale', () => {
  it("names a country's writing only when the visitor's country is known", () => {
    expect(getRegionalMoneyLocale('es-MX')).toBe('es-MX');
    expect(getRegionalMoneyLocale('es-419')).toBeUndefined();
    expect(getRegionalMoneyLocale('es')).toBeUndefined();
    expect(getRegionalMoneyLocale('pt-BR')).toBeUndefined();
  });
});
