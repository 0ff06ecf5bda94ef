import { describe, expect, it } from 'vitest';
import { buildFlightOffer } from '../testing/offer-builder.ts';
import { readIncludedBags } from './included-bags.ts';

describe('readIncludedBags', () => {
  it("reads the adult's checked and cabin bags from the fare", () => {
    const offer = buildFlightOffer({ includedBags: 1 });
    const fare = offer.travelerPricings[0]?.fareDetailsBySegment[0];
    if (fare) Object.assign(fare, { includedCabinBags: { quantity: 1 } });
    expect(readIncludedBags(offer)).toEqual({ personalItem: true, carryOn: 1, checked: 1 });
  });

  it('says nothing about a cabin bag the fare does not mention', () => {
    expect(readIncludedBags(buildFlightOffer({ includedBags: 0 }))).toEqual({
      personalItem: true,
      carryOn: null,
      checked: 0,
    });
  });

  it("reads the adult's fare, not a lap infant's listed first", () => {
    const offer = buildFlightOffer({ travelers: ['HELD_INFANT', 'ADULT'], includedBags: 2 });
    const [infant] = offer.travelerPricings;
    const fare = infant?.fareDetailsBySegment[0];
    if (fare) fare.includedCheckedBags = { quantity: 0 };
    expect(readIncludedBags(offer).checked).toBe(2);
  });
});
