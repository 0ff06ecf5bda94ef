import { getRemainingSeconds } from '@travel/domain/timers';
import { beforeEach, describe, expect, it } from 'vitest';
import { useResultsStore } from './results.store';

const T0 = new Date('2027-03-01T10:00:00Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const results = (searchKey: string, searchRequestId: string | null = null) => ({
  searchKey,
  url: `${searchKey}&x=1`,
  total: 10,
  searchRequestId,
});

beforeEach(() => {
  localStorage.clear();
  useResultsStore.setState({ last: null, countdown: null, countdownKey: null, selectedOfferId: null });
});

describe('results store', () => {
  it('starts a 15-minute countdown for a new search', () => {
    useResultsStore.getState().showResults(results('/bog-mia/results?a'), T0);
    const { countdown } = useResultsStore.getState();
    expect(countdown && getRemainingSeconds(countdown, T0)).toBe(900);
  });

  it('keeps the countdown running while the same search is re-filtered', () => {
    const store = useResultsStore.getState();
    store.showResults(results('/bog-mia/results?a', 'id-1'), T0);
    store.showResults(results('/bog-mia/results?a'), later(5));
    const state = useResultsStore.getState();
    expect(state.countdown && getRemainingSeconds(state.countdown, later(5))).toBe(600);
    expect(state.last?.searchRequestId).toBe('id-1');
  });

  it('sets the finished flag after 15 minutes and starts again on refresh', () => {
    const store = useResultsStore.getState();
    store.showResults(results('/bog-mia/results?a'), T0);
    store.tick(later(15));
    expect(useResultsStore.getState().countdown?.finished).toBe(true);
    store.restartCountdown(later(16));
    expect(useResultsStore.getState().countdown?.finished).toBe(false);
  });

  it('forgets the selected flight of another search', () => {
    const store = useResultsStore.getState();
    store.showResults(results('/bog-mia/results?a'), T0);
    store.selectOffer('offer-1');
    store.showResults(results('/bog-cun/results?a'), T0);
    expect(useResultsStore.getState().selectedOfferId).toBeNull();
  });
});

describe('the countdown while a dialog asks the visitor something', () => {
  it('stops and goes on from where it stopped', () => {
    const start = new Date('2026-11-24T10:00:00Z');
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    useResultsStore.getState().restartCountdown(start);
    useResultsStore.getState().pauseCountdown(at(60));
    useResultsStore.getState().tick(at(600));
    useResultsStore.getState().resumeCountdown(at(600));
    const countdown = useResultsStore.getState().countdown;
    expect(countdown && getRemainingSeconds(countdown, at(600))).toBe(15 * 60 - 60);
  });
});
