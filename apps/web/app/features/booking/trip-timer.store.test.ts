import { TRIP_SUMMARY_COUNTDOWN_SECONDS } from '@travel/domain/timers';
import { describe, expect, it } from 'vitest';
import { createJSONStorage } from 'zustand/middleware';
import { createTripTimerStore, type StoredTripTimer } from './trip-timer.store';

function memoryStorage() {
  const items = new Map<string, string>();
  const storage = createJSONStorage<StoredTripTimer>(() => ({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }));
  return { items, storage: storage as NonNullable<typeof storage> };
}

const at = (seconds: number) => new Date(Date.UTC(2027, 0, 1, 12, 0, seconds));

describe('createTripTimerStore', () => {
  it('starts 8 minutes for an offer and keeps them across a reload', async () => {
    const { items, storage } = memoryStorage();
    const store = createTripTimerStore(storage);
    store.getState().tick('offer-1', at(0));
    expect(store.getState().countdown?.durationSeconds).toBe(TRIP_SUMMARY_COUNTDOWN_SECONDS);
    expect(items.get('trip-timer')).toContain('offer-1');

    const reloaded = createTripTimerStore(storage);
    await reloaded.persist.rehydrate();
    const before = reloaded.getState().countdown;
    reloaded.getState().tick('offer-1', at(30));
    expect(reloaded.getState().countdown?.runningSince).toBe(before?.runningSince);
    expect(before?.runningSince).toBe(at(0).getTime());
  });

  it('starts again for another offer, and on a refresh of the same one', () => {
    const store = createTripTimerStore(memoryStorage().storage);
    store.getState().tick('offer-1', at(0));
    store.getState().tick('offer-2', at(100));
    expect(store.getState()).toMatchObject({ offerId: 'offer-2' });
    const second = store.getState().countdown;
    store.getState().restart('offer-2', at(200));
    expect(store.getState().countdown).not.toEqual(second);
  });

  it('keeps only the offer id and the countdown: nothing of the booking', () => {
    const { items, storage } = memoryStorage();
    createTripTimerStore(storage).getState().tick('offer-1', at(0));
    expect(Object.keys(JSON.parse(items.get('trip-timer') ?? '{}').state)).toEqual(['offerId', 'countdown']);
  });
});
