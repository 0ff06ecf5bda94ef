import { describe, expect, it } from 'vitest';
import { IsoDateSchema } from './iso-date.schemas.ts';
import {
  addDaysToIsoDate,
  getAgeOn,
  isIsoDate,
  parseIsoDate,
  toIsoDate,
  toIsoDateInTimeZone,
} from './iso-date.ts';

describe('parseIsoDate', () => {
  it('reads yyyy-MM-dd', () => {
    const date = parseIsoDate('2027-03-10');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2027, 2, 10]);
  });
  it('yields an invalid date for text that cannot be parsed', () => {
    for (const bad of ['', '2027-02-30', '10/03/2027', '2027-3-10', 'tomorrow']) {
      expect(Number.isNaN(parseIsoDate(bad).getTime())).toBe(true);
      expect(isIsoDate(bad)).toBe(false);
    }
    expect(isIsoDate('2028-02-29')).toBe(true);
  });
});

describe('addDaysToIsoDate', () => {
  it('moves across months, years and daylight-saving changes by calendar days', () => {
    expect(addDaysToIsoDate('2027-03-31', 1)).toBe('2027-04-01');
    expect(addDaysToIsoDate('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDaysToIsoDate('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDaysToIsoDate('2027-11-06', 1)).toBe('2027-11-07');
  });
});

describe('toIsoDate', () => {
  it('writes the calendar day of a local date, zero-padded', () => {
    expect(toIsoDate(new Date(2027, 2, 9, 23, 59))).toBe('2027-03-09');
    expect(toIsoDate(new Date(987, 0, 1))).toBe('0987-01-01');
  });
  it('reads a date made by parseIsoDate back as the same text', () => {
    expect(toIsoDate(parseIsoDate('2028-02-29'))).toBe('2028-02-29');
  });
});

describe('toIsoDateInTimeZone', () => {
  it('gives the calendar date where the visitor is', () => {
    const instant = new Date('2027-03-10T03:30:00Z');
    expect(toIsoDateInTimeZone(instant, 'America/Bogota')).toBe('2027-03-09');
    expect(toIsoDateInTimeZone(instant, 'Europe/Madrid')).toBe('2027-03-10');
  });
});

describe('getAgeOn', () => {
  it('counts whole years, a birthday counting on its day', () => {
    expect(getAgeOn('2015-03-10', '2027-03-09')).toBe(11);
    expect(getAgeOn('2015-03-10', '2027-03-10')).toBe(12);
  });
});

describe('IsoDateSchema', () => {
  it('accepts real dates only', () => {
    expect(IsoDateSchema.safeParse('2027-03-10').success).toBe(true);
    expect(IsoDateSchema.safeParse('2027-13-10').success).toBe(false);
  });
});
