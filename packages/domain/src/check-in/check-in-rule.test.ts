import { describe, expect, it } from 'vitest';
import { getCheckInOpening, isCheckInOpen, localDateTimeToUtc } from './check-in-rule.ts';

describe('localDateTimeToUtc', () => {
  it('reads a wall clock in the airport zone', () => {
    expect(localDateTimeToUtc('2026-12-02T10:15:00', 'America/Bogota').toISOString()).toBe(
      '2026-12-02T15:15:00.000Z',
    );
    expect(localDateTimeToUtc('2027-01-15T23:40', 'America/Santiago').toISOString()).toBe(
      '2027-01-16T02:40:00.000Z',
    );
  });

  it('refuses a reading that is not a date-time', () => {
    expect(() => localDateTimeToUtc('mañana', 'America/Bogota')).toThrow(/Not a local date-time/);
  });
});

describe('getCheckInOpening', () => {
  it('opens 24 hours before departure, on the departure airport clocks', () => {
    const opening = getCheckInOpening('2026-12-02T10:15:00', 'America/Bogota');
    expect(opening.localDateTime).toBe('2026-12-01T10:15');
    expect(opening.utc?.toISOString()).toBe('2026-12-01T15:15:00.000Z');
  });

  it('counts 24 real hours across a clock change (Santiago moves to summer time the night of 5 to 6 Sep 2026)', () => {
    // Departure 6 Sep 10:00 (UTC-3); 24 hours earlier the clocks still read UTC-4: 5 Sep 09:00.
    const opening = getCheckInOpening('2026-09-06T10:00:00', 'America/Santiago');
    expect(opening.localDateTime).toBe('2026-09-05T09:00');
  });

  it('counts 24 real hours back from a departure on the day US clocks spring forward (MIA, 14 Mar 2027)', () => {
    // 06:35 EDT (UTC-4) is 10:35Z; 24 hours earlier New York still read EST (UTC-5): 05:35 on the 13th.
    const opening = getCheckInOpening('2027-03-14T06:35:00', 'America/New_York');
    expect(opening.localDateTime).toBe('2027-03-13T05:35');
    expect(opening.utc?.toISOString()).toBe('2027-03-13T10:35:00.000Z');
  });

  it('without the zone, answers the same time one day earlier', () => {
    expect(getCheckInOpening('2027-03-01T00:30:00')).toEqual({
      localDateTime: '2027-02-28T00:30',
      utc: null,
    });
  });
});

describe('isCheckInOpen', () => {
  it('is open from the opening instant on', () => {
    const opening = getCheckInOpening('2026-12-02T10:15:00', 'America/Bogota');
    expect(isCheckInOpen(opening, new Date('2026-12-01T15:14:59Z'))).toBe(false);
    expect(isCheckInOpen(opening, new Date('2026-12-01T15:15:00Z'))).toBe(true);
  });

  it('is open on a departure less than 24 hours away (booked the afternoon before a morning flight)', () => {
    const opening = getCheckInOpening('2027-03-10T07:45:00', 'America/Bogota');
    expect(isCheckInOpen(opening, new Date('2027-03-09T20:00:00Z'))).toBe(true);
  });
});
