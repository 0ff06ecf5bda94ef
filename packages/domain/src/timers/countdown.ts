import { differenceInMilliseconds, secondsToMilliseconds } from 'date-fns';
import { millisecondsInSecond } from 'date-fns/constants';

/** Spec §9: 15 minutes on search results, 8 on the trip summary. */
export const SEARCH_RESULTS_COUNTDOWN_SECONDS = 15 * 60;
export const TRIP_SUMMARY_COUNTDOWN_SECONDS = 8 * 60;

/**
 * A countdown as plain data. While running, the time left is derived from `now`; while paused it
 * is frozen in `remainingMs`. Persist it as is (it holds only numbers) to survive reloads.
 */
export type CountdownState = {
  durationSeconds: number;
  /** Epoch ms when the current run started; null while paused. */
  runningSince: number | null;
  /** Time left when the current run started (or when paused). */
  remainingMs: number;
  finished: boolean;
};

/** Starts a countdown; `resumeFromSeconds` continues an earlier one (spec §4: from remaining seconds, if any). */
export function startCountdown(
  durationSeconds: number,
  now: Date,
  resumeFromSeconds?: number,
): CountdownState {
  const seconds =
    resumeFromSeconds !== undefined && resumeFromSeconds > 0
      ? Math.min(resumeFromSeconds, durationSeconds)
      : durationSeconds;
  return {
    durationSeconds,
    runningSince: now.getTime(),
    remainingMs: secondsToMilliseconds(seconds),
    finished: false,
  };
}

function remainingMsAt(state: CountdownState, now: Date): number {
  if (state.runningSince === null) return state.remainingMs;
  return Math.max(0, state.remainingMs - differenceInMilliseconds(now, state.runningSince));
}

/**
 * Whole seconds left, rounded up so the display shows 0 only at the end, and never more than the
 * duration (a clock set back must not add time).
 */
export function getRemainingSeconds(state: CountdownState, now: Date): number {
  return Math.min(Math.ceil(remainingMsAt(state, now) / millisecondsInSecond), state.durationSeconds);
}

/** Call on every tick: sets the finished flag once the time is up. */
export function tickCountdown(state: CountdownState, now: Date): CountdownState {
  if (state.finished || remainingMsAt(state, now) > 0) return state;
  return { ...state, runningSince: null, remainingMs: 0, finished: true };
}

export function pauseCountdown(state: CountdownState, now: Date): CountdownState {
  if (state.runningSince === null) return state;
  return tickCountdown({ ...state, runningSince: null, remainingMs: remainingMsAt(state, now) }, now);
}

export function resumeCountdown(state: CountdownState, now: Date): CountdownState {
  if (state.runningSince !== null || state.finished) return state;
  return { ...state, runningSince: now.getTime() };
}

export function isCountdownRunning(state: CountdownState): boolean {
  return state.runningSince !== null;
}

/** 'mm:ss' for the banner. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
