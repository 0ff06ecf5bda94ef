import { BuddhistCalendar, CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { fromCalendarDate, toCalendarDate } from './calendar-date';

describe('toCalendarDate', () => {
  it('gives the calendar the day written', () => {
    const value = toCalendarDate('2028-02-29');
    expect([value?.year, value?.month, value?.day]).toEqual([2028, 2, 29]);
  });

  it('gives nothing for an empty or impossible date', () => {
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate('2027-02-30')).toBeNull();
    expect(toCalendarDate('10/03/2027')).toBeNull();
  });
});

describe('fromCalendarDate', () => {
  it('writes the chosen day as yyyy-MM-dd', () => {
    expect(fromCalendarDate(new CalendarDate(2027, 3, 9))).toBe('2027-03-09');
  });

  it('reads a day of another calendar system as its Gregorian date', () => {
    // 2570 in the Thai Buddhist era is 2027.
    expect(fromCalendarDate(new CalendarDate(new BuddhistCalendar(), 2570, 3, 9))).toBe('2027-03-09');
  });

  it('gives back what toCalendarDate read', () => {
    for (const day of ['2027-01-01', '2027-12-31', '2028-02-29']) {
      const value = toCalendarDate(day);
      expect(value && fromCalendarDate(value)).toBe(day);
    }
  });
});
