import { describe, expect, it } from 'vitest';
import { isDealDueForRefresh, isDealFresh } from './deal-freshness.ts';

const HOUR = 3_600_000;

describe('isDealFresh', () => {
  it('is fresh within its time to live on the same day', () => {
    expect(isDealFresh(new Date('2026-11-24T08:00:00Z'), new Date('2026-11-24T13:59:00Z'), 6 * HOUR)).toBe(
      true,
    );
  });

  it('goes stale after its time to live', () => {
    expect(isDealFresh(new Date('2026-11-24T08:00:00Z'), new Date('2026-11-24T14:00:00Z'), 6 * HOUR)).toBe(
      false,
    );
  });

  it('goes stale at midnight UTC, when supplier fares move', () => {
    expect(isDealFresh(new Date('2026-11-24T23:30:00Z'), new Date('2026-11-25T00:10:00Z'), 6 * HOUR)).toBe(
      false,
    );
  });
});

describe('isDealDueForRefresh', () => {
  const base = { ttlMs: 6 * HOUR, askedWithinMs: 24 * HOUR, nextRefreshInMs: 15 * 60_000 };

  it('refreshes a route asked for recently that expires before the next refresh', () => {
    expect(
      isDealDueForRefresh({
        ...base,
        computedAt: new Date('2026-11-24T08:00:00Z'),
        lastAskedAt: new Date('2026-11-24T09:00:00Z'),
        now: new Date('2026-11-24T13:50:00Z'),
      }),
    ).toBe(true);
  });

  it('leaves a fresh route alone', () => {
    expect(
      isDealDueForRefresh({
        ...base,
        computedAt: new Date('2026-11-24T08:00:00Z'),
        lastAskedAt: new Date('2026-11-24T09:00:00Z'),
        now: new Date('2026-11-24T10:00:00Z'),
      }),
    ).toBe(false);
  });

  it('lets a route nobody asked for in a day go', () => {
    expect(
      isDealDueForRefresh({
        ...base,
        computedAt: new Date('2026-11-22T08:00:00Z'),
        lastAskedAt: new Date('2026-11-22T09:00:00Z'),
        now: new Date('2026-11-24T10:00:00Z'),
      }),
    ).toBe(false);
  });
});
