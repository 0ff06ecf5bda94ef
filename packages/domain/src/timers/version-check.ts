import { milliseconds } from 'date-fns';

/** Spec §4, §9: pages ask every 60 minutes whether a new version of the site was deployed. */
export const VERSION_CHECK_INTERVAL_MS = milliseconds({ minutes: 60 });

/**
 * Spec §9 reload guard: within 10 seconds of a reload the site offered, it does not offer another one
 * (a deployment still rolling out may answer either version; a visitor is never sent round in circles).
 */
export const RELOAD_GUARD_MS = milliseconds({ seconds: 10 });

/**
 * Whether to offer the visitor a reload: the deployed version is known and differs from the one the page
 * runs, and no offered reload happened in the last 10 seconds.
 */
export function shouldOfferReload(input: {
  running: string | null;
  deployed: string | null;
  lastReloadAt: number | null;
  now: number;
}): boolean {
  if (!input.running || !input.deployed || input.running === input.deployed) return false;
  return input.lastReloadAt === null || input.now - input.lastReloadAt >= RELOAD_GUARD_MS;
}
