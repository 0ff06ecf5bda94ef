import {
  type CountdownState,
  startCountdown,
  TRIP_SUMMARY_COUNTDOWN_SECONDS,
  tickCountdown,
} from '@travel/domain/timers';
import { create } from 'zustand';
import { createJSONStorage, type PersistStorage, persist } from 'zustand/middleware';

/**
 * Spec §4: the trip summary's 8-minute countdown, per offer, kept in storage so a reload resumes it.
 * Plain numbers only: the booking itself lives in the API's session, never here.
 */
type TripTimerState = {
  offerId: string | null;
  countdown: CountdownState | null;
  /** Starts the countdown for an offer, or moves on the one already running for it. */
  tick: (offerId: string, now: Date) => void;
  /** A fresh 8 minutes for the same offer (the traveller refreshed it). */
  restart: (offerId: string, now: Date) => void;
};

export type StoredTripTimer = Partial<Pick<TripTimerState, 'offerId' | 'countdown'>>;

export function createTripTimerStore(
  storage: PersistStorage<StoredTripTimer> = createJSONStorage<StoredTripTimer>(() => localStorage) as never,
) {
  return create<TripTimerState>()(
    persist(
      (set, get) => ({
        offerId: null,
        countdown: null,
        tick: (offerId, now) => {
          const { countdown } = get();
          if (get().offerId !== offerId || !countdown) {
            set({ offerId, countdown: startCountdown(TRIP_SUMMARY_COUNTDOWN_SECONDS, now) });
            return;
          }
          const next = tickCountdown(countdown, now);
          if (next !== countdown) set({ countdown: next });
        },
        restart: (offerId, now) =>
          set({ offerId, countdown: startCountdown(TRIP_SUMMARY_COUNTDOWN_SECONDS, now) }),
      }),
      {
        name: 'trip-timer',
        version: 1,
        storage,
        skipHydration: true,
        partialize: ({ offerId, countdown }) => ({ offerId, countdown }),
      },
    ),
  );
}

export const useTripTimerStore = createTripTimerStore();
