import {
  type CountdownState,
  pauseCountdown,
  resumeCountdown,
  SEARCH_RESULTS_COUNTDOWN_SECONDS,
  startCountdown,
  tickCountdown,
} from '@travel/domain/timers';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The last results the visitor saw: restored on reload (spec §4, "form and results persist"). */
export type LastResults = {
  searchKey: string;
  /** The full results URL, filters included. */
  url: string;
  total: number;
  searchRequestId: string | null;
};

type ResultsState = {
  last: LastResults | null;
  /** Spec §4: 15-minute countdown of the search shown. */
  countdown: CountdownState | null;
  countdownKey: string | null;
  selectedOfferId: string | null;
  /** Keeps the record id of the search; a re-filtered page of the same search has none of its own. */
  showResults: (results: LastResults, now: Date) => void;
  restartCountdown: (now: Date) => void;
  tick: (now: Date) => void;
  /** Spec §4: the countdown stops while a dialog over the results asks the visitor something. */
  pauseCountdown: (now: Date) => void;
  resumeCountdown: (now: Date) => void;
  selectOffer: (offerId: string | null) => void;
};

export const useResultsStore = create<ResultsState>()(
  persist(
    (set) => ({
      last: null,
      countdown: null,
      countdownKey: null,
      selectedOfferId: null,
      showResults: (results, now) =>
        set((s) => {
          const sameSearch = s.last?.searchKey === results.searchKey;
          const searchRequestId =
            results.searchRequestId ?? (sameSearch ? (s.last?.searchRequestId ?? null) : null);
          const keepTimer = s.countdownKey === results.searchKey && s.countdown !== null;
          return {
            last: { ...results, searchRequestId },
            countdown: keepTimer ? s.countdown : startCountdown(SEARCH_RESULTS_COUNTDOWN_SECONDS, now),
            countdownKey: results.searchKey,
            selectedOfferId: sameSearch ? s.selectedOfferId : null,
          };
        }),
      restartCountdown: (now) => set({ countdown: startCountdown(SEARCH_RESULTS_COUNTDOWN_SECONDS, now) }),
      tick: (now) =>
        set((s) => {
          if (!s.countdown) return s;
          const next = tickCountdown(s.countdown, now);
          return next === s.countdown ? s : { countdown: next };
        }),
      pauseCountdown: (now) =>
        set((s) => (s.countdown ? { countdown: pauseCountdown(s.countdown, now) } : s)),
      resumeCountdown: (now) =>
        set((s) => (s.countdown ? { countdown: resumeCountdown(s.countdown, now) } : s)),
      selectOffer: (selectedOfferId) => set({ selectedOfferId }),
    }),
    {
      name: 'search-results',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (s) => ({
        last: s.last,
        countdown: s.countdown,
        countdownKey: s.countdownKey,
        selectedOfferId: s.selectedOfferId,
      }),
    },
  ),
);

export function rehydrateResults(): Promise<void> | void {
  if (useResultsStore.persist.hasHydrated()) return;
  return useResultsStore.persist.rehydrate();
}
