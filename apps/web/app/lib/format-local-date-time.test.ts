import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from './format-local-date-time';

describe('formatLocalDateTime', () => {
  it("writes the place's own wall-clock hour", () => {
    expect(formatLocalDateTime('2027-03-08T18:00:00', 'en')).toBe('Mon, Mar 8, 2027, 18:00');
    expect(formatLocalDateTime('2027-03-08T18:00:00', 'es')).toMatch(/8 mar 2027.*18:00/);
  });

  it('gives nothing for text that is not a date-time', () => {
    expect(formatLocalDateTime('soon', 'es')).toBe('');
  });
});
