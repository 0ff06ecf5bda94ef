import { describe, expect, it } from 'vitest';
import {
  extendTripHold,
  isTripHoldEnding,
  isTripHoldExpired,
  startTripHold,
  TRIP_HOLD_EXTENSION_SECONDS,
} from './trip-hold.ts';

const start = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('startTripHold', () => {
  it('holds the trip for 8 minutes from the selection', () => {
    const hold = startTripHold(start);
    expect(hold.expiresAt.toISOString()).toBe('2026-03-01T10:08:00.000Z');
    expect(isTripHoldExpired(hold, at(7.99))).toBe(false);
    expect(isTripHoldExpired(hold, at(8))).toBe(true);
  });
});

describe('isTripHoldEnding', () => {
  it('warns only in the last 2 minutes of a running hold', () => {
    const hold = startTripHold(start);
    expect(isTripHoldEnding(hold, at(5.9))).toBe(false);
    expect(isTripHoldEnding(hold, at(6))).toBe(true);
    expect(isTripHoldEnding(hold, at(8))).toBe(false);
  });
});

describe('extendTripHold', () => {
  it('adds the extension to the running hold and records when', () => {
    const result = extendTripHold(startTripHold(start), at(6.5));
    expect(result).toEqual({
      ok: true,
      hold: {
        expiresAt: new Date(at(8).getTime() + TRIP_HOLD_EXTENSION_SECONDS * 1000),
        extendedAt: at(6.5),
      },
    });
  });

  it('refuses a second extension', () => {
    const first = extendTripHold(startTripHold(start), at(6));
    if (!first.ok) throw new Error('first extension refused');
    expect(extendTripHold(first.hold, at(7))).toEqual({ ok: false, reason: 'already-extended' });
  });

  it('refuses to bring back a hold that already ended', () => {
    expect(extendTripHold(startTripHold(start), at(8))).toEqual({ ok: false, reason: 'expired' });
  });
});
