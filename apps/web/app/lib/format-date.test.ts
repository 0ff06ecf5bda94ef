import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatLocalTime } from './format-date';

describe('formatIsoDate', () => {
  it('writes the calendar day in Spanish or English', () => {
    expect(formatIsoDate('2027-03-10', 'es')).toMatch(/mi[eé]\.?,? 10 (de )?mar\.? (de )?2027/);
    expect(formatIsoDate('2027-03-10', 'en')).toBe('Wed, Mar 10, 2027');
  });

  it('gives nothing for a date that is not one', () => {
    expect(formatIsoDate('', 'es')).toBe('');
  });
});

describe('formatLocalTime', () => {
  it('reads the airport local time as written', () => {
    expect(formatLocalTime('2027-03-10T07:45:00')).toBe('07:45');
  });
});
