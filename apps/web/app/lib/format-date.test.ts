import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatLocalTime } from './format-date';

describe('formatIsoDate', () => {
  it('writes the calendar day in Spanish or English', () => {
    expect(formatIsoDate('2027-03-10', 'es')).toMatch(/mi[eé]\.?,? 10 (de )?mar\.? (de )?2027/);
    expect(formatIsoDate('2027-03-10', 'en')).toBe('Wed, Mar 10, 2027');
  });

  it('writes it in Brazilian Portuguese and in a visitor’s regional locale', () => {
    expect(formatIsoDate('2026-11-24', 'pt')).toMatch(/^ter\.?, 24 de nov\.? de 2026$/);
    expect(formatIsoDate('2026-11-24', 'es-MX')).toBe(
      new Intl.DateTimeFormat('es-MX', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(new Date(2026, 10, 24)),
    );
  });

  it('leaves the weekday out when asked', () => {
    expect(formatIsoDate('2027-03-10', 'en', { weekday: false })).toBe('Mar 10, 2027');
    expect(formatIsoDate('2026-11-01', 'pt', { weekday: false })).toMatch(/^1 de nov\.? de 2026$/);
  });

  it('keeps the first and last day of a year in their year', () => {
    expect(formatIsoDate('2027-01-01', 'en')).toBe('Fri, Jan 1, 2027');
    expect(formatIsoDate('2027-12-31', 'en')).toBe('Fri, Dec 31, 2027');
  });

  it('gives nothing for a date that is not one', () => {
    expect(formatIsoDate('', 'es')).toBe('');
    expect(formatIsoDate('2027-02-30', 'es')).toBe('');
    expect(formatIsoDate('2027-03-10T07:45:00', 'es')).toBe('');
  });
});

describe('formatLocalTime', () => {
  it('reads the airport local time as written', () => {
    expect(formatLocalTime('2027-03-10T07:45:00')).toBe('07:45');
    expect(formatLocalTime('2027-03-14T02:30:00')).toBe('02:30');
  });

  it('gives nothing for text that is not a date-time', () => {
    expect(formatLocalTime('2027-03-10')).toBe('');
    expect(formatLocalTime('2027-03-10T25:00:00')).toBe('');
  });
});
