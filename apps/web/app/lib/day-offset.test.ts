import { describe, expect, it } from 'vitest';
import { getDayOffset } from './day-offset';

describe('getDayOffset', () => {
  it('counts calendar days, not hours', () => {
    expect(getDayOffset('2027-03-10T23:10:00', '2027-03-11T06:00:00')).toBe(1);
    expect(getDayOffset('2027-03-10T01:00:00', '2027-03-10T23:00:00')).toBe(0);
    expect(getDayOffset('2027-12-31T20:00:00', '2028-01-02T01:00:00')).toBe(2);
  });
});
