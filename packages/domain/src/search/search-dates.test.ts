import { describe, expect, it } from 'vitest';
import { findSearchDateIssues, getLatestDepartureDate } from './search-dates.ts';

const roundTrip = {
  legInfo: [{ departureDate: '2027-03-10' }, { departureDate: '2027-03-17' }],
};

describe('getLatestDepartureDate', () => {
  it('is 361 days after today, across a leap day', () => {
    expect(getLatestDepartureDate('2026-11-22')).toBe('2027-11-18');
    expect(getLatestDepartureDate('2027-11-22')).toBe('2028-11-17');
  });
});

describe('findSearchDateIssues', () => {
  it('reports legs leaving before today with their path', () => {
    expect(findSearchDateIssues(roundTrip, '2027-03-10')).toEqual([]);
    expect(findSearchDateIssues(roundTrip, '2027-03-11')).toEqual([
      { path: 'legInfo.0.departureDate', message: 'legInfo[0].departureDate must not be in the past' },
    ]);
    expect(findSearchDateIssues(roundTrip, '2027-04-01')).toHaveLength(2);
  });

  it('reports legs leaving more than 361 days ahead with their path', () => {
    expect(findSearchDateIssues(roundTrip, '2026-03-21')).toEqual([]);
    expect(findSearchDateIssues(roundTrip, '2026-03-20')).toEqual([
      {
        path: 'legInfo.1.departureDate',
        message: 'legInfo[1].departureDate must be at most 361 days ahead (2027-03-16)',
      },
    ]);
    expect(findSearchDateIssues({ legInfo: [{ departureDate: '9999-01-01' }] }, '2026-11-22')).toHaveLength(
      1,
    );
  });
});
