import { describe, expect, it } from 'vitest';
import { formatDuration, formatLocalDateTime, localToUtcMs, zoneOffsetMinutes } from './local-time.ts';

describe('zoneOffsetMinutes', () => {
  it('gives the offsets of zones with and without daylight saving time', () => {
    const january = Date.parse('2026-01-15T12:00:00Z');
    const july = Date.parse('2026-07-15T12:00:00Z');
    expect(zoneOffsetMinutes('America/Bogota', january)).toBe(-300);
    expect(zoneOffsetMinutes('America/Bogota', july)).toBe(-300);
    expect(zoneOffsetMinutes('Europe/Madrid', january)).toBe(60);
    expect(zoneOffsetMinutes('Europe/Madrid', july)).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', january)).toBe(-300);
    expect(zoneOffsetMinutes('America/New_York', july)).toBe(-240);
    expect(zoneOffsetMinutes('America/Santiago', january)).toBe(-180);
    expect(zoneOffsetMinutes('America/Santiago', july)).toBe(-240);
    expect(zoneOffsetMinutes('Asia/Kolkata', july)).toBe(330);
  });

  it('switches on the exact quarter-hour of a daylight-saving change', () => {
    // Europe/Madrid springs forward at 01:00 UTC on 29 March 2026.
    expect(zoneOffsetMinutes('Europe/Madrid', Date.parse('2026-03-29T00:59:00Z'))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Madrid', Date.parse('2026-03-29T01:00:00Z'))).toBe(120);
  });
});

describe('localToUtcMs', () => {
  it('turns a local wall-clock time into the right instant', () => {
    expect(new Date(localToUtcMs('2026-07-01', 8 * 60 + 30, 'Europe/Madrid')).toISOString()).toBe(
      '2026-07-01T06:30:00.000Z',
    );
    expect(new Date(localToUtcMs('2026-01-10', 23 * 60, 'America/Sao_Paulo')).toISOString()).toBe(
      '2026-01-11T02:00:00.000Z',
    );
  });
});

describe('formatLocalDateTime', () => {
  it('writes the local time without offset, as Amadeus does', () => {
    expect(formatLocalDateTime(Date.parse('2026-07-01T06:30:00Z'), 'Europe/Madrid')).toBe(
      '2026-07-01T08:30:00',
    );
    expect(formatLocalDateTime(Date.parse('2026-03-05T03:10:00Z'), 'America/Lima')).toBe(
      '2026-03-04T22:10:00',
    );
  });
});

describe('formatDuration', () => {
  it('writes ISO 8601 durations', () => {
    expect(formatDuration(45)).toBe('PT45M');
    expect(formatDuration(120)).toBe('PT2H');
    expect(formatDuration(765)).toBe('PT12H45M');
  });
});
