import { describe, expect, it } from 'vitest';
import { formatDistance } from './hotel-format';

describe('formatDistance', () => {
  it('keeps one decimal, in Latin American Spanish too', () => {
    expect(formatDistance(1.25, 'es')).toBe('1.3');
    expect(formatDistance(3, 'en')).toBe('3');
  });
});
