import { describe, expect, it } from 'vitest';
import { countGuests, countNights, findStayIssues } from './hotel-stay.ts';

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
