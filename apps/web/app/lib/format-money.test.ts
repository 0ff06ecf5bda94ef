import { describe, expect, it } from 'vitest';
import { formatAmount, formatMinor } from './format-money';

describe('formatAmount', () => {
  it('shows no decimals for zero-decimal currencies such as CLP', () => {
    expect(formatAmount({ amount: '845320', currency: 'CLP' }, 'es')).not.toMatch(/,\d{2}$/);
    expect(formatAmount({ amount: '845320', currency: 'CLP' }, 'es')).toMatch(/845\.320/);
  });

  it('shows two decimals for dollars', () => {
    expect(formatAmount({ amount: '1250.5', currency: 'USD' }, 'en')).toBe('$1,250.50');
  });
});

describe('formatMinor', () => {
  it('reads minor units at the currency precision', () => {
    expect(formatMinor(125050, 'USD', 'en')).toBe('$1,250.50');
  });
});
