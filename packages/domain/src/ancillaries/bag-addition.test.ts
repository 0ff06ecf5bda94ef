import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BagAllowance,
  firstDepartureInstant,
  isBagAdditionOpen,
  planBagAddition,
} from './bag-addition.ts';

describe('isBagAdditionOpen', () => {
  const departure = new Date('2027-03-10T12:45:00Z');

  it('accepts bags exactly 24 hours before the first departure', () => {
    expect(isBagAdditionOpen(departure, new Date('2027-03-09T12:45:00Z'))).toBe(true);
  });

  it('refuses bags less than 24 hours before the first departure', () => {
    expect(isBagAdditionOpen(departure, new Date('2027-03-09T12:45:01Z'))).toBe(false);
    expect(isBagAdditionOpen(departure, new Date('2027-03-11T00:00:00Z'))).toBe(false);
  });
});

describe('firstDepartureInstant', () => {
  it("reads the departure on the airport's clocks when its zone is known", () => {
    expect(firstDepartureInstant('2027-03-10T07:45:00', 'America/Bogota').toISOString()).toBe(
      '2027-03-10T12:45:00.000Z',
    );
  });

  it('takes the earliest instant the reading can be when the zone is unknown (UTC+14)', () => {
    expect(firstDepartureInstant('2027-03-10T07:45:00').toISOString()).toBe('2027-03-09T17:45:00.000Z');
  });
});

describe('planBagAddition', () => {
  const allowance: BagAllowance = {
    travelerIds: ['1', '2', '3'],
    directions: ['onward', 'return'],
    maxPerTraveller: 2,
    held: { onward: 1, return: 1 },
    added: [],
  };

  it('counts the bags per direction and drops the lines without a bag', () => {
    const plan = planBagAddition(allowance, [
      { travelerId: '1', journeyType: 'onward', quantity: 1 },
      { travelerId: '2', journeyType: 'onward', quantity: 0 },
      { travelerId: '3', journeyType: 'return', quantity: 2 },
    ]);
    expect(plan).toEqual({
      ok: true,
      items: [
        { travelerId: '1', journeyType: 'onward', quantity: 1 },
        { travelerId: '3', journeyType: 'return', quantity: 2 },
      ],
      perDirection: { onward: 1, return: 2 },
      total: 3,
    });
  });

  it('refuses more bags for a traveller than the fare sells them', () => {
    const plan = planBagAddition(allowance, [{ travelerId: '1', journeyType: 'onward', quantity: 3 }]);
    expect(plan).toEqual({
      ok: false,
      issues: [expect.objectContaining({ kind: 'allowance', path: 'bags.0.quantity' })],
    });
  });

  it('refuses bags that with those the booking holds pass the fare’s total for a direction', () => {
    const full = { ...allowance, held: { onward: 5, return: 0 } };
    const plan = planBagAddition(full, [{ travelerId: '1', journeyType: 'onward', quantity: 2 }]);
    expect(plan.ok).toBe(false);
    expect(planBagAddition(full, [{ travelerId: '1', journeyType: 'onward', quantity: 1 }]).ok).toBe(true);
  });

  it('refuses bags for a traveller who already holds the most the fare sells them on that direction', () => {
    const bagged = {
      ...allowance,
      held: { onward: 3, return: 1 },
      added: [{ travelerId: '1', journeyType: 'onward' as const, quantity: 2 }],
    };
    const plan = planBagAddition(bagged, [{ travelerId: '1', journeyType: 'onward', quantity: 2 }]);
    expect(plan).toEqual({
      ok: false,
      issues: [
        {
          kind: 'allowance',
          path: 'bags.0.quantity',
          message: 'traveller 1 already holds 2 of the 2 bags the fare allows on the onward flight',
        },
      ],
    });
    expect(planBagAddition(bagged, [{ travelerId: '1', journeyType: 'onward', quantity: 1 }]).ok).toBe(false);
  });

  it('counts every earlier addition of a traveller, and only theirs on that direction', () => {
    const bagged = {
      ...allowance,
      held: { onward: 3, return: 2 },
      added: [
        { travelerId: '1', journeyType: 'onward' as const, quantity: 1 },
        { travelerId: '1', journeyType: 'onward' as const, quantity: 1 },
        { travelerId: '2', journeyType: 'return' as const, quantity: 1 },
      ],
    };
    expect(planBagAddition(bagged, [{ travelerId: '1', journeyType: 'onward', quantity: 1 }]).ok).toBe(false);
    expect(
      planBagAddition(bagged, [
        { travelerId: '1', journeyType: 'return', quantity: 2 },
        { travelerId: '2', journeyType: 'onward', quantity: 2 },
        { travelerId: '2', journeyType: 'return', quantity: 1 },
      ]).ok,
    ).toBe(true);
  });

  it('refuses a stranger, a missing return, a repeated line and an order of nothing', () => {
    const oneWay = { ...allowance, directions: ['onward'] as const };
    expect(planBagAddition(oneWay, [{ travelerId: '1', journeyType: 'return', quantity: 1 }]).ok).toBe(false);
    expect(planBagAddition(allowance, [{ travelerId: '9', journeyType: 'onward', quantity: 1 }]).ok).toBe(
      false,
    );
    expect(
      planBagAddition(allowance, [
        { travelerId: '1', journeyType: 'onward', quantity: 1 },
        { travelerId: '1', journeyType: 'onward', quantity: 1 },
      ]).ok,
    ).toBe(false);
    expect(planBagAddition(allowance, [{ travelerId: '1', journeyType: 'onward', quantity: 0 }])).toEqual({
      ok: false,
      issues: [{ kind: 'invalid', path: 'bags', message: 'choose at least one bag' }],
    });
  });

  describe('properties', () => {
    it('never leaves a traveller with more bags on a direction than the fare sells them', () => {
      const item = fc.record({
        travelerId: fc.constantFrom('1', '2', '3'),
        journeyType: fc.constantFrom('onward' as const, 'return' as const),
        quantity: fc.integer({ min: 0, max: 3 }),
      });
      fc.assert(
        fc.property(fc.array(item, { maxLength: 6 }), fc.array(item, { maxLength: 6 }), (added, items) => {
          const held = { onward: 0, return: 0 };
          for (const a of added) held[a.journeyType] += a.quantity;
          const plan = planBagAddition({ ...allowance, held, added }, items);
          if (!plan.ok) return;
          for (const asked of plan.items) {
            const before = added
              .filter((a) => a.travelerId === asked.travelerId && a.journeyType === asked.journeyType)
              .reduce((sum, a) => sum + a.quantity, 0);
            expect(before + asked.quantity).toBeLessThanOrEqual(allowance.maxPerTraveller);
          }
        }),
      );
    });

    it('never plans more bags on a direction than the fare allows for the whole booking', () => {
      const item = fc.record({
        travelerId: fc.constantFrom('1', '2', '3', '4'),
        journeyType: fc.constantFrom('onward' as const, 'return' as const),
        quantity: fc.integer({ min: -1, max: 4 }),
      });
      fc.assert(
        fc.property(fc.array(item, { maxLength: 8 }), fc.nat(6), fc.nat(6), (items, onward, back) => {
          const plan = planBagAddition({ ...allowance, held: { onward, return: back } }, items);
          if (!plan.ok) return;
          expect(plan.perDirection.onward + onward).toBeLessThanOrEqual(6);
          expect(plan.perDirection.return + back).toBeLessThanOrEqual(6);
          expect(plan.total).toBeGreaterThan(0);
        }),
      );
    });
  });
});
