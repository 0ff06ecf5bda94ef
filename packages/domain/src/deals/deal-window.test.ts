import { describe, expect, it } from 'vitest';
import { getDealReturnDate, getDealWindow, sampleDealDates } from './deal-window.ts';

describe('getDealWindow', () => {
  it('covers the next ninety days from tomorrow', () => {
    expect(getDealWindow('2026-11-24')).toEqual({ from: '2026-11-25', to: '2027-02-22' });
  });
});

describe('sampleDealDates', () => {
  it('samples one Wednesday a week inside the window', () => {
    const dates = sampleDealDates({ from: '2026-11-25', to: '2027-02-22' });
    expect(dates[0]).toBe('2026-11-25');
    expect(dates.at(-1)).toBe('2027-02-17');
    expect(dates).toHaveLength(13);
    for (const date of dates) expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(3);
  });

  it('starts on the first Wednesday after a window that opens on another day', () => {
    expect(sampleDealDates({ from: '2026-11-26', to: '2026-12-10' })).toEqual(['2026-12-02', '2026-12-09']);
  });

  it('samples nothing for an empty or malformed window', () => {
    expect(sampleDealDates({ from: '2026-12-10', to: '2026-12-01' })).toEqual([]);
    expect(sampleDealDates({ from: 'soon', to: '2026-12-01' })).toEqual([]);
  });
});

describe('getDealReturnDate', () => {
  it('returns a week later by default, across a month end', () => {
    expect(getDealReturnDate('2026-12-30')).toBe('2027-01-06');
  });
});
