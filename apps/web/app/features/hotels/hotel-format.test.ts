import { describe, expect, it } from 'vitest';
import { formatDistance } from './hotel-format';

describe('formatDistance', () => {
  it('keeps one decimal, written as the prices beside it', () => {
    expect(formatDistance(183.94, 'es')).toBe('183,9');
    expect(formatDistance(1.25, 'es-MX')).toBe('1.3');
    expect(formatDistance(2.44, 'pt')).toBe('2,4');
    expect(formatDistance(3, 'en')).toBe('3');
  });
});
