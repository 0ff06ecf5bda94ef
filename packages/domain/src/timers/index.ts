export {
  type CountdownState,
  formatCountdown,
  getRemainingSeconds,
  isCountdownRunning,
  pauseCountdown,
  resumeCountdown,
  SEARCH_RESULTS_COUNTDOWN_SECONDS,
  startCountdown,
  TRIP_SUMMARY_COUNTDOWN_SECONDS,
  tickCountdown,
} from './countdown.ts';
export {
  extendTripHold,
  isTripHoldEnding,
  isTripHoldExpired,
  startTripHold,
  TRIP_HOLD_EXTENSION_SECONDS,
  TRIP_HOLD_WARNING_SECONDS,
  type TripHold,
  type TripHoldExtension,
} from './trip-hold.ts';
export { RELOAD_GUARD_MS, shouldOfferReload, VERSION_CHECK_INTERVAL_MS } from './version-check.ts';
