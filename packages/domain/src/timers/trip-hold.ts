import { TRIP_SUMMARY_COUNTDOWN_SECONDS } from './countdown.ts';

/** Issue 12: "Necesito más tiempo" adds this much to the trip-summary hold, once. */
export const TRIP_HOLD_EXTENSION_SECONDS = 5 * 60;
/** The page warns the traveller this long before the hold ends. */
export const TRIP_HOLD_WARNING_SECONDS = 2 * 60;

/** The server's hold on a trip summary (spec §4/§9: 8 minutes from the selection). */
export type TripHold = {
  expiresAt: Date;
  /** When the traveller asked for more time; null while they have not. */
  extendedAt: Date | null;
};

/** A fresh hold for a selection made at `now`. */
export function startTripHold(now: Date): TripHold {
  return { expiresAt: new Date(now.getTime() + TRIP_SUMMARY_COUNTDOWN_SECONDS * 1000), extendedAt: null };
}

export function isTripHoldExpired(hold: Pick<TripHold, 'expiresAt'>, now: Date): boolean {
  return now.getTime() >= hold.expiresAt.getTime();
}

export type TripHoldExtension =
  | { ok: true; hold: TripHold }
  | { ok: false; reason: 'already-extended' | 'expired' };

/**
 * "Necesito más tiempo": the hold runs TRIP_HOLD_EXTENSION_SECONDS longer, only while it is still
 * running and only once per selection (a new selection starts a new hold).
 */
export function extendTripHold(hold: TripHold, now: Date): TripHoldExtension {
  if (hold.extendedAt) return { ok: false, reason: 'already-extended' };
  if (isTripHoldExpired(hold, now)) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    hold: {
      expiresAt: new Date(hold.expiresAt.getTime() + TRIP_HOLD_EXTENSION_SECONDS * 1000),
      extendedAt: now,
    },
  };
}

/** Whether the page should warn now: the hold runs, with at most TRIP_HOLD_WARNING_SECONDS left. */
export function isTripHoldEnding(hold: Pick<TripHold, 'expiresAt'>, now: Date): boolean {
  const left = hold.expiresAt.getTime() - now.getTime();
  return left > 0 && left <= TRIP_HOLD_WARNING_SECONDS * 1000;
}
