import { tz } from '@date-fns/tz';
import { format, isValid } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { getLocalDayOffset, getLocalHour, parseLocalDateTime } from './local-date-time.ts';

describe('parseLocalDateTime', () => {
  it('keeps the reading as written, even in an hour a daylight-saving change skips somewhere', () => {
    const date = parseLocalDateTime('2027-03-14T02:30:00');
    expect(format(date, "yyyy-MM-dd'T'HH:mm", { in: tz('UTC') })).toBe('2027-03-14T02:30');
  });
  it('ignores an offset written after the time', () => {
    expect(parseLocalDateTime('2027-03-10T23:05:00-05:00').toISOString()).toBe('2027-03-10T23:05:00.000Z');
  });
  it('yields an invalid date for text without a real date and time', () => {
    for (const bad of ['', '2027-03-10', '2027-13-10T07:45:00', '2027-03-10T25:00', 'tomorrow']) {
      expect(isValid(parseLocalDateTime(bad))).toBe(false);
    }
  });
});

describe('getLocalHour', () => {
  it('reads the hour of the local time as written', () => {
    expect(getLocalHour('2027-03-10T07:45:00')).toBe(7);
    expect(getLocalHour('2027-03-10T23:05:00-05:00')).toBe(23);
  });
  it('refuses text without a time', () => {
    expect(() => getLocalHour('2027-03-10')).toThrow('Not a local date-time');
    expect(() => getLocalHour('2027-03-10T25:00')).toThrow();
  });
  it('answers a time read before the same way, and refuses bad text every time', () => {
    expect(getLocalHour('2027-03-10T07:45:00')).toBe(7);
    expect(getLocalHour('2027-03-10T07:45:00')).toBe(7);
    expect(getLocalHour('2027-03-10T17:45:00')).toBe(17);
    expect(() => getLocalHour('2027-03-10T25:00')).toThrow('Not a local date-time');
  });
  it('reads every date-time as parseLocalDateTime does, and refuses the ones it cannot read', () => {
    const texts = [
      '2027-02-28T23:59:59',
      '2028-02-29T00:00',
      '2027-02-29T10:00',
      '2027-02-30T10:00',
      '2100-02-29T10:00',
      '2000-02-29T10:00',
      '2027-04-31T10:00',
      '2027-12-31T24:00',
      '2027-03-10T23:60',
      '2027-13-01T10:00',
      '2027-00-10T10:00',
      '2027-03-00T10:00',
      '2027-03-10T12:30:00.250',
      'T10:00',
      '2027-02-30T10:00:00',
      '2027-13-01T10:00:00',
      '2027-03-10T24:00:00',
      '2027-03-10T23:60:00',
      '2027-03-10T23:59:60',
      '2027-03-10 07:45:00',
      '2027-03-10T07:45:0Z',
      '2028-02-29T23:59:59',
      '2100-02-29T10:00:00',
      '2000-02-29T10:00:00',
      '2027-04-31T10:00:00',
      '2027-00-10T10:00:00',
      '2027-03-00T10:00:00',
      '2027-12-31T24:00:00',
      '2027-03-10T24:00:01',
      '2027-03-10T24:01:00',
      '2027-03-10T25:00:00',
      '0000-01-01T00:00:00',
      '9999-12-31T23:59:59',
    ];
    for (const text of texts) {
      const date = parseLocalDateTime(text);
      if (isValid(date)) expect(getLocalHour(text), text).toBe(date.getUTCHours());
      else expect(() => getLocalHour(text), text).toThrow('Not a local date-time');
    }
  });
});

describe('getLocalDayOffset', () => {
  it('counts calendar days, not hours', () => {
    expect(getLocalDayOffset('2027-03-10T23:10:00', '2027-03-11T06:00:00')).toBe(1);
    expect(getLocalDayOffset('2027-03-10T01:00:00', '2027-03-10T23:00:00')).toBe(0);
    expect(getLocalDayOffset('2027-12-31T20:00:00', '2028-01-02T01:00:00')).toBe(2);
  });
  it('counts across a daylight-saving change as whole days', () => {
    expect(getLocalDayOffset('2027-03-13T22:00:00', '2027-03-14T03:30:00')).toBe(1);
    expect(getLocalDayOffset('2027-10-30T23:30:00', '2027-11-01T00:15:00')).toBe(2);
    // Chile skips from 00:00 to 01:00 that night: still the next day there.
    expect(getLocalDayOffset('2027-09-04T23:30:00', '2027-09-05T00:30:00')).toBe(1);
  });
  it('is NaN when a time cannot be read', () => {
    expect(getLocalDayOffset('2027-03-10T23:10:00', 'later')).toBeNaN();
  });
});
