import { describe, expect, it } from 'vitest';
import { chooseFlightBags, describeFlightBags } from './flight-bags.ts';
import type { FlightSessionLine } from './flight-line.ts';

/** A round trip for one adult shown in pesos, whose bag the supplier sells at 45 USD (175,500 COP). */
const line = {
  snapshot: {
    offer: {
      itineraries: [{ segments: [{ id: '1' }] }, { segments: [{ id: '2' }] }],
      travelerPricings: [{ travelerId: '1', fareDetailsBySegment: [] }],
    },
    bagOptions: {
      '1': {
        quantity: 1,
        price: { amount: '175500.00', currencyCode: 'COP' },
        intPrice: { amount: 4500, currency: 'USD' },
      },
    },
    fareRules: null,
    dictionaries: null,
    bags: [],
    additionalServicesId: null,
  },
} as unknown as FlightSessionLine;

/** add/additional-services asking for one onward bag priced at `amount` pesos (minor units). */
const oneOnwardBag = (amount: number) =>
  ({
    baggage: {
      onwardBaggage: {
        journeyType: 'onward',
        quantity: 1,
        price: { amount, currency: 'COP' },
        totalAmount: { amount, currency: 'COP' },
        segmentIds: ['1'],
      },
      returnBaggage: null,
    },
  }) as never;

describe('bags of a flight shown in another currency than the card pays', () => {
  it('shows each bag at what the card pays for it: the USD price with the margin, at the bag’s rate', () => {
    const offered = describeFlightBags(line);
    expect(offered.singleBagPriceUsd).toEqual({ amount: 5000, currency: 'USD' });
    expect(offered.singleBagPrice).toEqual({ amount: 19_500_000, currency: 'COP' });
  });

  it('adds the bag at that shown price', () => {
    const { choice } = chooseFlightBags(line, oneOnwardBag(19_500_000), {
      displayCurrency: 'COP',
      choiceId: 'bags-1',
    });
    const onward = choice.baggages.find((bags) => bags.journeyType === 'onward');
    expect(onward?.totalAmountUsd).toEqual({ amount: 5000, currency: 'USD' });
    expect(onward?.totalAmount).toEqual({ amount: 19_500_000, currency: 'COP' });
    // 50 USD at 3,900 pesos a dollar.
    expect((onward?.totalAmount.amount ?? 0) / (onward?.totalAmountUsd.amount ?? 1)).toBe(3900);
  });

  it('refuses the total the old rule showed (the supplier’s pesos plus 5)', () => {
    const old = oneOnwardBag(17_550_500);
    expect(() => chooseFlightBags(line, old, { displayCurrency: 'COP', choiceId: 'bags-2' })).toThrow(
      expect.objectContaining({ code: 'AMOUNT_MISMATCH' }),
    );
  });
});
