import { describe, expect, it } from 'vitest';
import { formatDistance, formatPrice } from './hotel-format';

describe('formatPrice', () => {
  it('writes minor units at the currency precision', () => {
    expect(formatPrice({ amount: 1234500, currency: 'COP' }, 'en')).toContain('12,345');
    expect(formatPrice({ amount: 12050, currency: 'USD' }, 'en')).toBe('$120.50');
  });
});

describe('formatDistance', () => {
  it('keeps one decimal, in Latin American Spanish too', () => {
    expect(formatDistance(1.25, 'es')).toBe('1.3');
    expect(formatDistance(3, 'en')).toBe('3');
  });
});
