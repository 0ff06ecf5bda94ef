import { describe, expect, it } from 'vitest';
import { createRandom, extendHash, hashParts, hashString, randomFor } from './seeded-random.ts';

describe('hashParts', () => {
  it('hashes the parts as their text joined with bars', () => {
    const cases: Array<Array<string | number>> = [
      [],
      [''],
      ['seats'],
      ['seats', 'AV', '123', 1_767_225_600_000, 'ECONOMY'],
      ['demand', 'LA', 'LIMSCL2027-01-05', '2026-11-29'],
      ['a|b', '', 0, -1.5],
    ];
    for (const parts of cases) expect(hashParts(parts)).toBe(hashString(parts.join('|')));
  });

  it('extends a hash with more parts as if they had been hashed together', () => {
    const flight = hashParts(['seats', 'AV', '123']);
    expect(extendHash(extendHash(flight, 1_767_225_600_000), 'ECONOMY')).toBe(
      hashParts(['seats', 'AV', '123', 1_767_225_600_000, 'ECONOMY']),
    );
    expect(extendHash(hashParts(['']), '')).toBe(hashString('|'));
  });

  it('seeds randomFor: the same parts draw the same numbers, others do not', () => {
    const draw = (random: () => number) => [random(), random(), random()];
    expect(draw(randomFor('carrier', 'CM', 'PTYMIA'))).toEqual(
      draw(createRandom(hashString('carrier|CM|PTYMIA'))),
    );
    expect(draw(randomFor('carrier', 'CM', 'PTYMIA'))).not.toEqual(
      draw(randomFor('carrier', 'CM', 'PTYBOG')),
    );
  });
});
