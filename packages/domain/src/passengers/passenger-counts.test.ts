import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canChangePassengers,
  DEFAULT_PASSENGER_COUNTS,
  decrementPassengers,
  getTotalPassengers,
  incrementPassengers,
  isPassengerCountsValid,
  PASSENGER_LABELS,
  PASSENGER_TYPES,
  PassengerCountsSchema,
} from './passenger-counts.ts';

describe('incrementPassengers', () => {
  it('adds one traveller of a type', () => {
    expect(incrementPassengers(DEFAULT_PASSENGER_COUNTS, 'child')).toEqual({ adult: 1, child: 1, infant: 0 });
  });
  it('returns the same state when the total would pass 9', () => {
    const full = { adult: 5, child: 4, infant: 0 };
    expect(incrementPassengers(full, 'adult')).toBe(full);
    expect(incrementPassengers(full, 'child')).toBe(full);
  });
  it('allows at most one lap infant per adult', () => {
    const one = incrementPassengers(DEFAULT_PASSENGER_COUNTS, 'infant');
    expect(one).toEqual({ adult: 1, child: 0, infant: 1 });
    expect(incrementPassengers(one, 'infant')).toBe(one);
  });
  it('stops adults at 9', () => {
    const nine = { adult: 9, child: 0, infant: 0 };
    expect(incrementPassengers(nine, 'adult')).toBe(nine);
  });
});

describe('decrementPassengers', () => {
  it('removes one traveller of a type', () => {
    expect(decrementPassengers({ adult: 2, child: 1, infant: 0 }, 'adult')).toEqual({
      adult: 1,
      child: 1,
      infant: 0,
    });
  });
  it('keeps at least one adult and no negative counts', () => {
    expect(decrementPassengers(DEFAULT_PASSENGER_COUNTS, 'adult')).toBe(DEFAULT_PASSENGER_COUNTS);
    expect(decrementPassengers(DEFAULT_PASSENGER_COUNTS, 'child')).toBe(DEFAULT_PASSENGER_COUNTS);
    expect(decrementPassengers(DEFAULT_PASSENGER_COUNTS, 'infant')).toBe(DEFAULT_PASSENGER_COUNTS);
  });
  it('does not leave more infants than adults', () => {
    const state = { adult: 2, child: 0, infant: 2 };
    expect(decrementPassengers(state, 'adult')).toBe(state);
  });
});

describe('canChangePassengers', () => {
  it('tells whether a button would do anything', () => {
    expect(canChangePassengers(DEFAULT_PASSENGER_COUNTS, 'adult', -1)).toBe(false);
    expect(canChangePassengers(DEFAULT_PASSENGER_COUNTS, 'adult', 1)).toBe(true);
  });
});

describe('isPassengerCountsValid', () => {
  it('checks bounds, the total and the infant rule', () => {
    expect(isPassengerCountsValid({ adult: 3, child: 3, infant: 3 })).toBe(true);
    expect(isPassengerCountsValid({ adult: 0, child: 1, infant: 0 })).toBe(false);
    expect(isPassengerCountsValid({ adult: 4, child: 3, infant: 3 })).toBe(false);
    expect(isPassengerCountsValid({ adult: 1.5, child: 0, infant: 0 })).toBe(false);
    expect(getTotalPassengers({ adult: 3, child: 2, infant: 1 })).toBe(6);
  });
});

describe('PassengerCountsSchema', () => {
  it('accepts the travelerInfo shape', () => {
    expect(PassengerCountsSchema.parse({ adult: 2, child: 1, infant: 0 })).toEqual({
      adult: 2,
      child: 1,
      infant: 0,
    });
  });
  it('names the failing count', () => {
    const issues = (v: unknown) => PassengerCountsSchema.safeParse(v).error?.issues.map((i) => i.message);
    expect(issues({ adult: 0, child: 0, infant: 0 })).toEqual(['travelerInfo.adult must be at least 1']);
    expect(issues({ adult: 1, child: 10, infant: 0 })).toEqual([
      'travelerInfo.child must be at most 9',
      'travelerInfo must count at most 9 travellers in total',
    ]);
    expect(issues({ adult: 5, child: 5, infant: 0 })).toEqual([
      'travelerInfo must count at most 9 travellers in total',
    ]);
    expect(issues({ adult: 1, child: 0, infant: 2 })).toEqual([
      'travelerInfo.infant must not exceed travelerInfo.adult (one lap infant per adult)',
    ]);
    expect(issues({ adult: 1, child: 0.5, infant: 0 })).toEqual(['travelerInfo.child must be an integer']);
  });
});

describe('PASSENGER_LABELS', () => {
  it('carries the Spanish counter labels of the spec', () => {
    expect(PASSENGER_LABELS.adult.es).toBe('Más de 11 años');
    expect(PASSENGER_LABELS.infant.es).toBe('menos de 2');
  });
});

describe('properties', () => {
  it('no sequence of clicks leaves the counters invalid', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...PASSENGER_TYPES), fc.boolean()), { maxLength: 60 }),
        (clicks) => {
          let state = DEFAULT_PASSENGER_COUNTS;
          for (const [type, up] of clicks) {
            state = up ? incrementPassengers(state, type) : decrementPassengers(state, type);
            expect(isPassengerCountsValid(state)).toBe(true);
            expect(PassengerCountsSchema.safeParse(state).success).toBe(true);
          }
        },
      ),
    );
  });
});
