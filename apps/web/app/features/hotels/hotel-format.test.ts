import { describe, expect, it } from 'vitest';
import { formatDeadline, formatDistance, formatPrice } from './hotel-format';

describe('formatDeadline', () => {
  it("writes the hotel's own wall-clock hour", () => {
    expect(formatDeadline('2027-03-08T18:00:00', 'en')).toBe('Mon, Mar 8, 2027, 18:00');
    expect(formatDeadline('2027-03-08T18:00:00', 'es')).toMatch(/8 mar 2027.*18:00/);
  });

  it('gives nothing for text that is not a date-time', () => {
    expect(formatDeadline('soon', 'es')).toBe('');
  });
});

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
