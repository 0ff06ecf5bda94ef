import { createSearchForm } from '@travel/domain/search';
import { beforeEach, describe, expect, it } from 'vitest';
import { getLocalToday } from '../../lib/local-today';
import { initSearchForm, useSearchFormStore } from './search-form.store';

const defaults = createSearchForm(getLocalToday(), 'COP');

/** A form saved by an earlier visit, with the passengers as they are in storage. */
function saveWithPassengers(passengers: unknown) {
  const form = { ...defaults, passengers };
  const state = { form, origin: null, destination: null, lastReturnDate: '', currencyChosen: false };
  localStorage.setItem('search-form', JSON.stringify({ state, version: 1 }));
}

async function restore() {
  await useSearchFormStore.persist.rehydrate();
  return useSearchFormStore.getState().form.passengers;
}

beforeEach(() => {
  localStorage.clear();
  useSearchFormStore.setState(useSearchFormStore.getInitialState(), true);
  initSearchForm(defaults);
});

describe('useSearchFormStore', () => {
  it('restores the passengers saved by an earlier visit', async () => {
    saveWithPassengers({ adult: 2, child: 3, infant: 1 });
    expect(await restore()).toEqual({ adult: 2, child: 3, infant: 1 });
  });

  it.each([
    ['NaN, which storage keeps as null', { adult: null, child: null, infant: null }],
    ['text', { adult: 'dos', child: '1', infant: 0 }],
    ['no counts at all (an older save)', undefined],
    ['counts out of bounds', { adult: 0, child: -1, infant: 0 }],
    ['counts that are not whole', { adult: 1.5, child: 0, infant: 0 }],
    ['not an object', 'mucha gente'],
  ])('reads %s back as one adult, never as 0 pasajeros', async (_, passengers) => {
    saveWithPassengers(passengers);
    expect(await restore()).toEqual({ adult: 1, child: 0, infant: 0 });
  });

  it('keeps the saved counts that are readable and puts only the unreadable ones at their default', async () => {
    saveWithPassengers({ adult: 3, child: 'x', infant: 2 });
    expect(await restore()).toEqual({ adult: 3, child: 0, infant: 2 });
  });

  it('falls back to one adult when the counts cannot go together (more lap infants than adults)', async () => {
    saveWithPassengers({ adult: 1, child: 0, infant: 3 });
    expect(await restore()).toEqual({ adult: 1, child: 0, infant: 0 });
    saveWithPassengers({ adult: 5, child: 5, infant: 0 });
    expect(await restore()).toEqual({ adult: 1, child: 0, infant: 0 });
  });
});
