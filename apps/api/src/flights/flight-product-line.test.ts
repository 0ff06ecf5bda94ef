import type { ValidateOfferResponse } from '@travel/contract/flights';
import { describe, expect, it } from 'vitest';
import type { LineSelection } from '../checkout/product-line.ts';
import type { PricedFlightOffer } from './flight-line.ts';
import { createFlightProductLine } from './flight-product-line.ts';

const offer = {
  id: 'offer-1',
  itineraries: [
    { segments: [{ id: '1', departure: { iataCode: 'BOG', at: '2027-03-10T07:45:00' } }] },
    { segments: [{ id: '2', departure: { iataCode: 'MIA', at: '2027-03-17T14:00:00' } }] },
  ],
  travelerPricings: [
    { travelerId: '1', travelerType: 'ADULT' },
    { travelerId: '2', travelerType: 'CHILD' },
    { travelerId: '3', travelerType: 'HELD_INFANT' },
  ],
  price: { total: '1850000.00', currency: 'COP', intTotal: { amount: 47_436, currency: 'USD' } },
} as unknown as PricedFlightOffer;

/** The supplier's pricing answer for the offer, as the air service gives it. */
function pricing(priced: PricedFlightOffer | undefined, detail?: string): ValidateOfferResponse {
  return {
    data: { type: 'flight-offers-pricing', flightOffers: priced ? [priced] : [] },
    included: { bags: {}, 'detailed-fare-rules': {} },
    dictionaries: {},
    meta: { currency: 'COP', priceChanged: false },
    warnings: detail ? [{ code: 'OFFER_PRICE_CHANGED', title: 'changed', detail }] : [],
  } as unknown as ValidateOfferResponse;
}

const lineWith = (answer: ValidateOfferResponse) =>
  createFlightProductLine({
    air: { validate: async () => answer },
    flightOrders: { ensureOrder: async () => Promise.reject(new Error('not in these tests')) },
  });
const selection = (overrides: Partial<LineSelection['selection']> = {}): LineSelection => ({
  key: 'offer-1',
  selection: { ...offer, ...overrides } as LineSelection['selection'],
});

describe('createFlightProductLine', () => {
  it("prices the line from the supplier's answer: USD to charge, the display total and no extras yet", async () => {
    const priced = await lineWith(pricing(offer)).price(selection());
    expect(priced.displayCurrency).toBe('COP');
    expect(priced.line.base).toEqual({ usd: 47_436, display: 185_000_000 });
    expect(priced.line.extras).toEqual({ usd: 0, display: 0 });
    expect(priced.line.snapshot).toMatchObject({ offer, bags: [], additionalServicesId: null });
  });

  it('refuses a key that is not the offer, an offer gone, and a USD price the supplier no longer has', async () => {
    const line = lineWith(pricing(offer, 'Antes 1.000.000 COP'));
    await expect(line.price({ ...selection(), key: 'other' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(lineWith(pricing(undefined)).price(selection())).rejects.toMatchObject({
      code: 'OFFER_GONE',
    });
    const stale = selection({ price: { ...offer.price, intTotal: { amount: 40_000, currency: 'USD' } } });
    await expect(line.price(stale)).rejects.toMatchObject({
      code: 'OFFER_PRICE_CHANGED',
      message: 'Antes 1.000.000 COP',
    });
  });

  it('asks for one traveller per traveller pricing with documents, contact and billing, on the flight dates', () => {
    const snapshot = {
      offer,
      bagOptions: {},
      fareRules: null,
      dictionaries: null,
      bags: [],
      additionalServicesId: null,
    };
    expect(lineWith(pricing(offer)).requirements(snapshot, '2026-11-22')).toEqual({
      contact: true,
      billing: true,
      travellers: {
        slots: [
          { id: '1', type: 'adult' },
          { id: '2', type: 'child' },
          { id: '3', type: 'infant' },
        ],
        trip: { departureDate: '2027-03-10', returnDate: '2027-03-17' },
        documents: true,
      },
    });
  });
});
