import { describe, expect, it } from 'vitest';
import { readHotelSummaryQuery } from './hotel-summary-query';

describe('readHotelSummaryQuery', () => {
  it('reads the hotel id and the stay dates', () => {
    const params = new URLSearchParams('id=H123&startDate=2025-03-01&endDate=2025-03-05&adults=2');
    expect(readHotelSummaryQuery(params)).toEqual({
      id: 'H123',
      startDate: '2025-03-01',
      endDate: '2025-03-05',
    });
  });

  it.each([
    ['', 'no query at all'],
    ['startDate=2025-03-01&endDate=2025-03-05', 'no id'],
    ['id=H123&endDate=2025-03-05', 'no start date'],
    ['id=H123&startDate=2025-03-01', 'no end date'],
    ['id=%20&startDate=2025-03-01&endDate=2025-03-05', 'a blank id'],
  ])('gives nothing for %s (%s)', (query) => {
    expect(readHotelSummaryQuery(new URLSearchParams(query))).toBeNull();
  });
});
