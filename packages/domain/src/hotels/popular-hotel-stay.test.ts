import { getISODay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, parseIsoDate } from '../search/iso-date.ts';
import { findStayIssues } from './hotel-stay.ts';
import { popularHotelStay } from './popular-hotel-stay.ts';

describe('popularHotelStay', () => {
  it('is the weekend of the first Friday two weeks ahead or later, two nights for two adults', () => {
    // Sunday 29 November: two weeks on is Sunday 13 December, so Friday 18 December.
    expect(popularHotelStay('2026-11-29')).toEqual({
      checkInDate: '2026-12-18',
      checkOutDate: '2026-12-20',
      nights: 2,
      adults: 2,
    });
    // Friday 4 December: two weeks on is itself a Friday.
    expect(popularHotelStay('2026-12-04').checkInDate).toBe('2026-12-18');
    // Saturday 5 December: the next Friday after Saturday 19 December.
    expect(popularHotelStay('2026-12-05').checkInDate).toBe('2026-12-25');
  });

  it('is a valid Friday-to-Sunday stay 14 to 20 days ahead on every day of the year', () => {
    for (let day = 0; day < 366; day += 1) {
      const today = addDaysToIsoDate('2027-01-01', day);
      const stay = popularHotelStay(today);
      expect(getISODay(parseIsoDate(stay.checkInDate))).toBe(5);
      expect(stay.checkInDate >= addDaysToIsoDate(today, 14)).toBe(true);
      expect(stay.checkInDate <= addDaysToIsoDate(today, 20)).toBe(true);
      expect(findStayIssues(stay, today)).toEqual([]);
    }
  });
});
