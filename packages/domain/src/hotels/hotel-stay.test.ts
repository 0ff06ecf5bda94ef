import { describe, expect, it } from 'vitest';
import { countGuests, countNights, findStayIssues, isSearchableStay } from './hotel-stay.ts';

describe('findStayIssues', () => {
  const today = '2026-11-22';

  it('accepts a stay from today of up to 30 nights', () => {
    expect(findStayIssues({ checkInDate: today, checkOutDate: '2026-12-22' }, today)).toEqual([]);
  });

  it('refuses a check-in in the past or more than a year ahead', () => {
    expect(findStayIssues({ checkInDate: '2026-11-21', checkOutDate: '2026-11-25' }, today)).toEqual([
      { path: 'checkInDate', message: 'checkInDate must be today or later' },
    ]);
    expect(findStayIssues({ checkInDate: '2027-11-23', checkOutDate: '2027-11-25' }, today)[0]?.path).toBe(
      'checkInDate',
    );
  });

  it('refuses a check-out that is not after check-in, or more than 30 nights later', () => {
    expect(findStayIssues({ checkInDate: '2026-12-01', checkOutDate: '2026-12-01' }, today)).toEqual([
      { path: 'checkOutDate', message: 'checkOutDate must be after checkInDate' },
    ]);
    expect(findStayIssues({ checkInDate: '2026-12-01', checkOutDate: '2027-01-01' }, today)).toEqual([
      { path: 'checkOutDate', message: 'a stay is at most 30 nights' },
    ]);
  });
});

describe('isSearchableStay', () => {
  const today = '2026-11-22';
  const stay = (checkInDate: string, checkOutDate: string, rooms = [{ adults: 2, childAges: [7] }]) => ({
    checkInDate,
    checkOutDate,
    rooms,
  });

  it('takes what a search on the day takes: from today, up to a year ahead, 1 to 30 nights', () => {
    expect(isSearchableStay(stay('2026-11-22', '2026-11-23'), today)).toBe(true);
    expect(isSearchableStay(stay('2026-12-01', '2026-12-31'), today)).toBe(true);
    expect(isSearchableStay(stay('2027-11-22', '2027-11-24'), today)).toBe(true);
  });

  it('refuses no night, more than 30, a check-in in the past or beyond the booking window', () => {
    expect(isSearchableStay(stay('2027-01-11', '2027-01-11'), today)).toBe(false);
    expect(isSearchableStay(stay('2026-12-01', '2027-01-01'), today)).toBe(false);
    expect(isSearchableStay(stay('2026-11-21', '2026-11-23'), today)).toBe(false);
    expect(isSearchableStay(stay('2027-11-23', '2027-11-25'), today)).toBe(false);
    expect(isSearchableStay(stay('2099-01-11', '2099-01-13'), today)).toBe(false);
  });

  it('refuses dates off the calendar and rooms beyond the search limits', () => {
    expect(isSearchableStay(stay('2027-02-30', '2027-03-02'), today)).toBe(false);
    expect(isSearchableStay(stay('2027-03-10', '2027-03-12', []), today)).toBe(false);
    expect(isSearchableStay(stay('2027-03-10', '2027-03-12', [{ adults: 0, childAges: [] }]), today)).toBe(
      false,
    );
    expect(isSearchableStay(stay('2027-03-10', '2027-03-12', [{ adults: 2, childAges: [18] }]), today)).toBe(
      false,
    );
    const tenGuests = [
      { adults: 5, childAges: [] },
      { adults: 5, childAges: [] },
    ];
    expect(isSearchableStay(stay('2027-03-10', '2027-03-12', tenGuests), today)).toBe(false);
  });
});

describe('countNights', () => {
  it('counts calendar nights across a month end', () => {
    expect(countNights({ checkInDate: '2027-02-26', checkOutDate: '2027-03-02' })).toBe(4);
  });
});

describe('countGuests', () => {
  it('adds up the adults and children of every room', () => {
    expect(
      countGuests([
        { adults: 2, childAges: [4, 9] },
        { adults: 1, childAges: [] },
      ]),
    ).toEqual({
      adults: 3,
      children: 2,
    });
  });
});

describe('HotelRoomsSchema', () => {
  it('takes at most 9 guests in all, as spec §9 does for travellers', async () => {
    const { HotelRoomsSchema } = await import('./hotel-search.schemas.ts');
    expect(HotelRoomsSchema.safeParse([{ adults: 4, childAges: [3, 5] }, { adults: 3 }]).success).toBe(true);
    const many = HotelRoomsSchema.safeParse([{ adults: 5, childAges: [3, 5] }, { adults: 3 }]);
    expect(many.error?.issues[0]?.message).toBe('a stay is for at most 9 guests');
  });
});
