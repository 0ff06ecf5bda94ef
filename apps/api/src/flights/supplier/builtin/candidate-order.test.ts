import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIdentities, joinedIdentity, type RankedIdentity } from './candidate-order.ts';
import { FARE_FAMILIES } from './fare-pricing.ts';

const compareText = new Intl.Collator().compare;
const sign = (value: number) => Math.sign(value);

/** Plan keys as the inventory writes them: carrier, number and departure instant per flight. */
const flight = fc
  .tuple(
    fc.constantFrom('AV', 'CM', 'LA', 'AM', 'G3', 'AA', 'IB', 'H2', 'JA'),
    fc.integer({ min: 1, max: 9_999 }),
    fc.integer({ min: 1_767_225_600_000, max: 1_830_297_600_000 }),
  )
  .map(([carrier, number, at]) => `${carrier}${number}@${at}`);
const planKey = fc.array(flight, { minLength: 1, maxLength: 3 }).map((flights) => flights.join('+'));
const brands = Object.values(FARE_FAMILIES).flatMap((families) => families.map((family) => family.brand));

function identity(keys: string[], brand: string): RankedIdentity {
  return { plans: keys.map((key) => ({ key })), family: { brand } };
}

describe('compareIdentities', () => {
  it('orders candidates as their joined identities compare, for one-way and round trips', () => {
    for (const legs of [1, 2]) {
      const candidate = fc
        .tuple(fc.array(planKey, { minLength: legs, maxLength: legs }), fc.constantFrom(...brands))
        .map(([keys, brand]) => identity(keys, brand));
      fc.assert(
        fc.property(candidate, candidate, (a, b) => {
          expect(sign(compareIdentities(a, b))).toBe(sign(compareText(joinedIdentity(a), joinedIdentity(b))));
        }),
        { numRuns: 3_000 },
      );
    }
  });

  it('puts a plan before the same plan flown on to another flight, as the joined texts do', () => {
    const direct = identity(['AV20@1767225600000', 'AV21@1767830400000'], 'LIGHT');
    const onward = identity(['AV20@1767225600000+AV45@1767240000000', 'AV21@1767830400000'], 'LIGHT');
    expect(compareIdentities(direct, onward)).toBeLessThan(0);
    expect(compareIdentities(onward, direct)).toBeGreaterThan(0);
    expect(compareText(joinedIdentity(direct), joinedIdentity(onward))).toBeLessThan(0);
  });

  it('breaks a tie on the same plans by the fare brand', () => {
    const keys = ['LA2402@1767225600000', 'LA2403@1767830400000'];
    expect(compareIdentities(identity(keys, 'CLASSIC'), identity(keys, 'LIGHT'))).toBeLessThan(0);
    expect(compareIdentities(identity(keys, 'LIGHT'), identity(keys, 'LIGHT'))).toBe(0);
  });
});
