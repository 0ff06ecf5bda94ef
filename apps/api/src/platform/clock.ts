/**
 * The time every service reads (ARCHITECTURE §7: the platform's clock port). Services never call
 * `new Date()` or `Date.now()`: the composition root passes this, tests pass a clock they move by hand.
 */
export interface Clock {
  now(): Date;
}

/** The machine's clock, chosen by the composition root outside tests. */
export const systemClock: Clock = { now: () => new Date() };
