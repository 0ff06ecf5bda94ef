import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, shouldOfferReload, VERSION_CHECK_INTERVAL_MS } from './version-check.ts';

const now = Date.parse('2026-11-24T12:00:00Z');

describe('shouldOfferReload', () => {
  it('offers a reload when another version was deployed', () => {
    expect(shouldOfferReload({ running: 'a1', deployed: 'b2', lastReloadAt: null, now })).toBe(true);
  });
  it('stays quiet when the version is the same or unknown', () => {
    expect(shouldOfferReload({ running: 'a1', deployed: 'a1', lastReloadAt: null, now })).toBe(false);
    expect(shouldOfferReload({ running: 'a1', deployed: null, lastReloadAt: null, now })).toBe(false);
    expect(shouldOfferReload({ running: null, deployed: 'b2', lastReloadAt: null, now })).toBe(false);
  });
  it('does not offer another reload within 10 seconds of the last one', () => {
    expect(shouldOfferReload({ running: 'a1', deployed: 'b2', lastReloadAt: now - 9_000, now })).toBe(false);
    expect(
      shouldOfferReload({ running: 'a1', deployed: 'b2', lastReloadAt: now - RELOAD_GUARD_MS, now }),
    ).toBe(true);
  });
  it('checks hourly', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(3_600_000);
  });
});
