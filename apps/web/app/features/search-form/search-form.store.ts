import {
  DEFAULT_PASSENGER_COUNTS,
  isPassengerCountInBounds,
  isPassengerCountsValid,
  type PassengerCounts,
  type PassengerType,
} from '@travel/domain/passengers';
import { type Cabin, type SearchForm, setTripType, type TripType } from '@travel/domain/search';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { getLocalToday } from '../../lib/local-today';
import type { AirportOption } from './airport-options';

export type FareFlag = 'refundableFare' | 'noRestrictionFare' | 'noPenaltyFare';

type SearchFormState = {
  form: SearchForm;
  /** The spec §3 defaults of today (computed by the page loader), used to refresh stale dates. */
  defaults: SearchForm;
  /** The return date a switch to one way cleared, offered again on the way back to a round trip. */
  lastReturnDate: string;
  initialized: boolean;
  origin: AirportOption | null;
  destination: AirportOption | null;
  /** The visitor picked a currency; the detected one no longer overrides it. */
  currencyChosen: boolean;
  /** The form is a search sent to the page (its query), to fix: the saved form does not replace it. */
  sentToPage: boolean;
  setOrigin: (airport: AirportOption | null) => void;
  setDestination: (airport: AirportOption | null) => void;
  swapAirports: () => void;
  setTripType: (tripType: TripType) => void;
  setDates: (departureDate: string, returnDate: string) => void;
  setPassengers: (passengers: PassengerCounts) => void;
  setCabin: (cabin: Cabin) => void;
  setCurrency: (currencyCode: string, chosenByVisitor: boolean) => void;
  setFareFlag: (flag: FareFlag, value: boolean) => void;
  /** The search a results URL describes becomes the form (airport labels kept when they match). */
  loadSearch: (form: SearchForm) => void;
};

function withAirport(form: SearchForm, key: 'origin' | 'destination', airport: AirportOption | null) {
  return { ...form, [key]: airport ? { airportCode: airport.code } : null };
}

/** Dates left in the past by an old visit move to today's defaults. */
function freshDates(form: SearchForm, defaults: SearchForm, today: string): SearchForm {
  if (form.departureDate !== '' && form.departureDate >= today) return form;
  return {
    ...form,
    departureDate: defaults.departureDate,
    returnDate: form.tripType === '2' ? defaults.returnDate : '',
  };
}

/**
 * Passenger counts read back from storage, which an older version or a hand edit may have left as
 * anything (NaN is saved as null): a count that is not a whole number within its type's bounds is
 * the default one, and counts that cannot go together (more lap infants than adults, over 9 in all)
 * are all the defaults, so the form never shows "0 pasajeros" nor sends a search the API refuses.
 */
function readSavedPassengers(saved: unknown): PassengerCounts {
  const counts: Partial<Record<PassengerType, unknown>> =
    typeof saved === 'object' && saved !== null ? saved : {};
  const read = (type: PassengerType) => {
    const count = counts[type];
    return isPassengerCountInBounds(type, count) ? count : DEFAULT_PASSENGER_COUNTS[type];
  };
  const passengers = { adult: read('adult'), child: read('child'), infant: read('infant') };
  return isPassengerCountsValid(passengers) ? passengers : { ...DEFAULT_PASSENGER_COUNTS };
}

/** An empty form until `initSearchForm` gives the defaults of the page's day. */
const BLANK_FORM: SearchForm = {
  tripType: '2',
  cabinClass: 'ECONOMY',
  origin: null,
  destination: null,
  departureDate: '',
  returnDate: '',
  currencyCode: 'USD',
  passengers: { adult: 1, child: 0, infant: 0 },
  refundableFare: false,
  noRestrictionFare: false,
  noPenaltyFare: false,
};

/**
 * The search form (spec §3, §4), persisted to localStorage. `skipHydration`: the server renders the
 * defaults and the browser restores the saved form after hydration (`rehydrateSearchForm`).
 */
export const useSearchFormStore = create<SearchFormState>()(
  persist(
    (set) => ({
      form: BLANK_FORM,
      defaults: BLANK_FORM,
      lastReturnDate: '',
      initialized: false,
      origin: null,
      destination: null,
      currencyChosen: false,
      sentToPage: false,
      setOrigin: (origin) => set((s) => ({ origin, form: withAirport(s.form, 'origin', origin) })),
      setDestination: (destination) =>
        set((s) => ({ destination, form: withAirport(s.form, 'destination', destination) })),
      swapAirports: () =>
        set((s) => ({
          origin: s.destination,
          destination: s.origin,
          form: { ...s.form, origin: s.form.destination, destination: s.form.origin },
        })),
      setTripType: (tripType) =>
        set((s) => {
          const next = setTripType(s.form, tripType);
          if (tripType === '1') return { form: next, lastReturnDate: s.form.returnDate || s.lastReturnDate };
          // Back to a round trip: offer the return date it had, or today's default, if still after departure.
          if (next.returnDate === '') {
            const candidate = [s.lastReturnDate, s.defaults.returnDate].find(
              (date) => date !== '' && date >= next.departureDate,
            );
            return { form: { ...next, returnDate: candidate ?? '' } };
          }
          return { form: next };
        }),
      setDates: (departureDate, returnDate) =>
        set((s) => ({ form: { ...s.form, departureDate, returnDate } })),
      setPassengers: (passengers) => set((s) => ({ form: { ...s.form, passengers } })),
      setCabin: (cabinClass) => set((s) => ({ form: { ...s.form, cabinClass } })),
      setCurrency: (currencyCode, chosenByVisitor) =>
        set((s) => ({
          form: { ...s.form, currencyCode },
          currencyChosen: s.currencyChosen || chosenByVisitor,
        })),
      setFareFlag: (flag, value) => set((s) => ({ form: { ...s.form, [flag]: value } })),
      loadSearch: (form) =>
        set((s) => ({
          form,
          origin: s.origin?.code === form.origin?.airportCode ? s.origin : null,
          destination: s.destination?.code === form.destination?.airportCode ? s.destination : null,
          currencyChosen: true,
        })),
    }),
    {
      name: 'search-form',
      version: 1,
      // Nothing is written before the saved form is read back: the defaults set by initSearchForm
      // must not overwrite it.
      storage: createJSONStorage(() => ({
        getItem: (name) => localStorage.getItem(name),
        setItem: (name, value) => {
          if (useSearchFormStore.persist.hasHydrated()) localStorage.setItem(name, value);
        },
        removeItem: (name) => localStorage.removeItem(name),
      })),
      skipHydration: true,
      partialize: (s) => ({
        lastReturnDate: s.lastReturnDate,
        form: s.form,
        origin: s.origin,
        destination: s.destination,
        currencyChosen: s.currencyChosen,
      }),
      merge: (persisted, current) => {
        const saved = persisted as Partial<SearchFormState> | undefined;
        if (!saved?.form || current.sentToPage) return current;
        const form = { ...saved.form, passengers: readSavedPassengers(saved.form.passengers) };
        return { ...current, ...saved, form: freshDates(form, current.defaults, getLocalToday()) };
      },
    },
  ),
);

/**
 * The server renders from the store's initial state (its store is the process's, shared by every
 * request) with the page's defaults; the browser's store holds those same defaults when the page
 * hydrates (initSearchForm), so hydration reads the browser's own state. zustand's hook would hand
 * hydration the initial state, then render the whole form again, synchronously, once it is hydrated.
 */
const getHydrationState =
  typeof window === 'undefined' ? useSearchFormStore.getInitialState : useSearchFormStore.getState;

/** The search form's state, rendered by the form. */
export function useSearchFormState(): SearchFormState {
  return useSyncExternalStore(useSearchFormStore.subscribe, useSearchFormStore.getState, getHydrationState);
}

/** A search sent to the page that the visitor is to fix (see flight-search-request.server.ts). */
export type SentSearchForm = {
  form: SearchForm;
  origin: AirportOption | null;
  destination: AirportOption | null;
};

/**
 * Sets the defaults of the day (spec §3, from the page loader, so server and browser render the same
 * form), or the search sent to the page, before the first render reads the store. Only the first
 * call counts.
 */
export function initSearchForm(defaults: SearchForm, sent: SentSearchForm | null = null): void {
  // The server renders from the initial state (useSearchFormState); its store, shared by every
  // request, is never read and keeps nobody's search.
  if (typeof window === 'undefined' || useSearchFormStore.getState().initialized) return;
  if (!sent) {
    useSearchFormStore.setState({ form: defaults, defaults, initialized: true });
    return;
  }
  // What was sent was chosen, its currency included.
  const { form, origin, destination } = sent;
  useSearchFormStore.setState({
    form,
    defaults,
    origin,
    destination,
    currencyChosen: true,
    sentToPage: true,
    initialized: true,
  });
}

/** Restores the saved form; call once after hydration. */
export function rehydrateSearchForm(): Promise<void> | void {
  if (useSearchFormStore.persist.hasHydrated()) return;
  return useSearchFormStore.persist.rehydrate();
}
