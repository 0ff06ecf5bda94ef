import { describe, expect, it } from 'vitest';
import { formatAmount, formatMinor, formatMoneyAmount } from './format-money';

describe('formatAmount', () => {
  it('shows no decimals for zero-decimal currencies such as CLP', () => {
    expect(formatAmount({ amount: '845320', currency: 'CLP' }, 'es')).not.toMatch(/,\d{2}$/);
    expect(formatAmount({ amount: '845320', currency: 'CLP' }, 'es')).toMatch(/845\.320/);
  });

  it('shows two decimals for dollars', () => {
    expect(formatAmount({ amount: '1250.5', currency: 'USD' }, 'en')).toBe('$1,250.50');
  });
});

describe('formatAmount in Portuguese and by the visitor’s country', () => {
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('writes reais the Brazilian way on /pt', () => {
    expect(plain(formatAmount({ amount: '2660.10', currency: 'BRL' }, 'pt'))).toBe('R$ 2.660,10');
    expect(plain(formatAmount({ amount: '2660.10', currency: 'BRL' }, 'pt-BR'))).toBe('R$ 2.660,10');
  });

  it('writes the digits as the visitor’s country does, keeping Spanish’s currency code', () => {
    expect(plain(formatAmount({ amount: '2660.10', currency: 'MXN' }, 'es-MX'))).toBe('MXN 2,660.10');
    expect(plain(formatAmount({ amount: '2660.10', currency: 'USD' }, 'es-CL'))).toBe('USD 2.660,10');
    expect(plain(formatAmount({ amount: '2660.10', currency: 'USD' }, 'es'))).toBe('2660,10 USD');
  });
});

describe('formatMinor', () => {
  it('reads minor units at the currency precision', () => {
    expect(formatMinor(125050, 'USD', 'en')).toBe('$1,250.50');
  });
});

describe('formatMoneyAmount', () => {
  it('writes minor units at the currency precision', () => {
    expect(formatMoneyAmount({ amount: 1234500, currency: 'COP' }, 'en')).toContain('12,345');
    expect(formatMoneyAmount({ amount: 12050, currency: 'USD' }, 'en')).toBe('$120.50');
  });
});
