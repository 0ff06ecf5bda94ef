import { describe, expect, it } from 'vitest';
import { buildFlightOffer } from '../testing/offer-builder.ts';
import { BaggagePayloadSchema, type OfferIncluded } from './baggage.schemas.ts';
import {
  buildBaggagePayload,
  changeBagQuantity,
  computeBagPrices,
  computeSingleBagPrice,
  countChargeableBags,
  countChargeableBagsByDirection,
  createBaggageState,
  findSingleBagOption,
  getAllowedBagQuantities,
  getBaggageTotals,
  getDirectionSegmentIds,
  isAdditionalBaggageAllowed,
  resetBaggage,
} from './baggage-pricing.ts';

const roundTrip = buildFlightOffer({
  travelers: ['ADULT', 'ADULT'],
  itineraries: [
    {
      duration: 'PT6H',
      segments: [
        { from: 'BOG', to: 'PTY', departureAt: '2027-03-10T07:00:00', arrivalAt: '2027-03-10T08:30:00' },
        { from: 'PTY', to: 'MIA', departureAt: '2027-03-10T10:00:00', arrivalAt: '2027-03-10T13:00:00' },
      ],
    },
    {
      duration: 'PT3H30M',
      segments: [
        { from: 'MIA', to: 'BOG', departureAt: '2027-03-17T09:00:00', arrivalAt: '2027-03-17T12:30:00' },
      ],
    },
  ],
  chargeableBags: { '1': 1, '2': 1, '3': 2 },
});

const included: OfferIncluded = {
  bags: {
    '1': {
      quantity: 1,
      name: 'CHECKED_BAG',
      price: { amount: '35.50', currencyCode: 'USD' },
      segmentIds: ['1', '2'],
    },
    '2': {
      quantity: 2,
      name: 'CHECKED_BAG',
      price: { amount: '80.00', currencyCode: 'USD' },
      segmentIds: ['1', '2'],
    },
  },
};

describe('isAdditionalBaggageAllowed', () => {
  it('is true only when the included data carries bags', () => {
    expect(isAdditionalBaggageAllowed(included)).toBe(true);
    expect(isAdditionalBaggageAllowed({ bags: {} })).toBe(false);
    expect(isAdditionalBaggageAllowed({})).toBe(false);
    expect(isAdditionalBaggageAllowed(undefined)).toBe(false);
  });
});

describe('getAllowedBagQuantities', () => {
  it('lists the quantities on sale', () => {
    expect(getAllowedBagQuantities(included)).toEqual([1, 2]);
    expect(getAllowedBagQuantities(undefined)).toEqual([]);
    expect(findSingleBagOption(included)?.price.amount).toBe('35.50');
  });
});

describe('computeSingleBagPrice', () => {
  it('adds 500 minor units and rounds half up to whole units', () => {
    expect(computeSingleBagPrice({ amount: '35.50', currencyCode: 'USD' })).toEqual({
      amount: 4100,
      currency: 'USD',
    });
    expect(computeSingleBagPrice({ amount: '35.49', currencyCode: 'USD' })).toEqual({
      amount: 4000,
      currency: 'USD',
    });
    expect(computeSingleBagPrice({ amount: '30', currencyCode: 'USD' })).toEqual({
      amount: 3500,
      currency: 'USD',
    });
  });
  it('rounds an exact half upward, not to even', () => {
    // 39.50 + 5.00 = 44.50 → 45 (half-even would give 44).
    expect(computeSingleBagPrice({ amount: '39.50', currencyCode: 'USD' }).amount).toBe(4500);
  });
  it('uses the currency precision of the table', () => {
    expect(computeSingleBagPrice({ amount: '20000', currencyCode: 'CLP' })).toEqual({
      amount: 20500,
      currency: 'CLP',
    });
  });
});

describe('getDirectionSegmentIds', () => {
  it('splits segment ids into onward and return', () => {
    expect(getDirectionSegmentIds(roundTrip)).toEqual({ onward: ['1', '2'], return: ['3'] });
    expect(getDirectionSegmentIds(buildFlightOffer()).return).toEqual([]);
  });
});

describe('countChargeableBags', () => {
  it('sums bags over travellers per direction, a connection not counting twice', () => {
    expect(countChargeableBagsByDirection(roundTrip)).toEqual({ onward: 2, return: 4 });
    expect(countChargeableBags(roundTrip, ['3'])).toBe(4);
    expect(countChargeableBags(buildFlightOffer(), ['1'])).toBe(0);
  });
});

describe('changeBagQuantity', () => {
  const state = createBaggageState(roundTrip, included, 2);
  it('starts at zero with the single-bag price and a limit per direction', () => {
    expect(state).toEqual({
      singleBagPrice: { amount: 4100, currency: 'USD' },
      maxQuantity: 4,
      hasReturn: true,
      quantity: { onward: 0, return: 0 },
    });
  });
  it('raises and lowers a direction within 0..max', () => {
    const up = changeBagQuantity(changeBagQuantity(state, 'onward', 1), 'return', 1);
    expect(up.quantity).toEqual({ onward: 1, return: 1 });
    expect(changeBagQuantity(state, 'onward', -1)).toBe(state);
    const full = { ...state, quantity: { onward: 4, return: 0 } };
    expect(changeBagQuantity(full, 'onward', 1)).toBe(full);
    expect(resetBaggage(up).quantity).toEqual({ onward: 0, return: 0 });
  });
  it('ignores return bags on a one-way offer and has no bags to sell without included bags', () => {
    const oneWay = createBaggageState(buildFlightOffer(), included, 1);
    expect(changeBagQuantity(oneWay, 'return', 1)).toBe(oneWay);
    const none = createBaggageState(buildFlightOffer(), undefined, 1);
    expect(none.singleBagPrice).toBeNull();
    expect(changeBagQuantity(none, 'onward', 1)).toBe(none);
  });
});

describe('getBaggageTotals', () => {
  it('is the single-bag price times the quantity of each direction', () => {
    const state = { ...createBaggageState(roundTrip, included, 2), quantity: { onward: 3, return: 1 } };
    expect(getBaggageTotals(state, 'USD')).toEqual({
      onward: { amount: 12300, currency: 'USD' },
      return: { amount: 4100, currency: 'USD' },
    });
    expect(getBaggageTotals(createBaggageState(roundTrip, undefined, 1), 'COP').onward).toEqual({
      amount: 0,
      currency: 'COP',
    });
  });
});

describe('buildBaggagePayload', () => {
  it('builds the additional-services payload with both directions', () => {
    const state = { ...createBaggageState(roundTrip, included, 2), quantity: { onward: 2, return: 1 } };
    const payload = buildBaggagePayload(roundTrip, state, 'svc-1');
    expect(payload).toEqual({
      additionalServices: {
        baggage: {
          onwardBaggage: {
            journeyType: 'onward',
            quantity: 2,
            price: { amount: 4100, currency: 'USD' },
            totalAmount: { amount: 8200, currency: 'USD' },
            segmentIds: ['1', '2'],
          },
          returnBaggage: {
            journeyType: 'return',
            quantity: 1,
            price: { amount: 4100, currency: 'USD' },
            totalAmount: { amount: 4100, currency: 'USD' },
            segmentIds: ['3'],
          },
        },
      },
      additionalServicesId: 'svc-1',
    });
    expect(BaggagePayloadSchema.parse(payload)).toEqual(payload);
  });
  it('sends no return baggage on a one-way trip and refuses offers without bags', () => {
    const oneWay = buildFlightOffer();
    const payload = buildBaggagePayload(oneWay, createBaggageState(oneWay, included, 1), 'svc');
    expect(payload.additionalServices.baggage.returnBaggage).toBeNull();
    expect(() => buildBaggagePayload(oneWay, createBaggageState(oneWay, undefined, 1), 'svc')).toThrow(
      'does not sell additional bags',
    );
  });
});

describe('BaggagePayloadSchema', () => {
  it('names the failing field', () => {
    const result = BaggagePayloadSchema.safeParse({
      additionalServices: {
        baggage: {
          onwardBaggage: {
            journeyType: 'outbound',
            quantity: -1,
            price: { amount: 1, currency: 'USD' },
            totalAmount: { amount: 1, currency: 'USD' },
            segmentIds: [],
          },
          returnBaggage: null,
        },
      },
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'journeyType must be onward or return',
      'quantity must not be negative',
      'additionalServicesId is required',
    ]);
  });
});

describe('computeBagPrices', () => {
  it('adds the margin to the USD price the card pays and shows that charge at the bag’s own rate', () => {
    // 45 USD is 175,500 COP at the supplier's 3,900: the card pays 50 USD, the page shows 195,000 COP.
    expect(
      computeBagPrices({ amount: '175500.00', currencyCode: 'COP' }, { amount: 4500, currency: 'USD' }),
    ).toEqual({
      display: { amount: 19_500_000, currency: 'COP' },
      usd: { amount: 5000, currency: 'USD' },
    });
  });

  it('rounds the shown price half up to whole units', () => {
    // 35.50 USD → 41 USD charged; at 950.4 CLP a dollar (33,739.20 CLP) → 38,966.4 → 38,966 CLP.
    expect(
      computeBagPrices({ amount: '33739.20', currencyCode: 'CLP' }, { amount: 3550, currency: 'USD' })
        .display,
    ).toEqual({ amount: 38_966, currency: 'CLP' });
  });

  it('is the spec §9 price itself when the bag is shown in dollars', () => {
    const usd = computeBagPrices({ amount: '35.50', currencyCode: 'USD' }, { amount: 3550, currency: 'USD' });
    expect(usd).toEqual({
      display: { amount: 4100, currency: 'USD' },
      usd: { amount: 4100, currency: 'USD' },
    });
  });
});
