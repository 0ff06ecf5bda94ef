import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ExchangeRateTable } from '../money/exchange-rates.ts';
import { buildFlightOffer, generateFlightOffers } from '../testing/offer-builder.ts';
import type { FlightOffer } from './flight-offer.schemas.ts';
import { localizeOffer } from './localize-offer.ts';
import { writeLocalizedOfferJson, writeLocalizedOffersJson } from './localized-offer-json.ts';

const table: ExchangeRateTable = {
  date: '2026-11-01',
  base: 'USD',
  rates: { COP: '3900', CLP: '940.5', BRL: '5.4321', MXN: '17.25' },
};
const CURRENCIES = ['USD', 'COP', 'CLP', 'BRL', 'MXN'] as const;

/** What the answer used to be: the localized copies, stringified. */
const viaObjects = (offers: readonly FlightOffer[], currency: string, rates = table) =>
  JSON.stringify(offers.map((offer) => localizeOffer(offer, currency, rates)));

/** A supplier-like offer: amounts in USD with fees, bag services and taxes, and a few fields of its own. */
function supplierOffer(id: string, total: string, extra: Record<string, unknown> = {}): FlightOffer {
  const offer = buildFlightOffer({
    id,
    total,
    travelers: ['ADULT', 'ADULT', 'CHILD', 'HELD_INFANT'],
    itineraries: [
      {
        duration: 'PT5H10M',
        segments: [
          { from: 'BOG', to: 'PTY', departureAt: '2027-03-10T06:05:00', arrivalAt: '2027-03-10T07:50:00' },
          { from: 'PTY', to: 'MIA', departureAt: '2027-03-10T09:15:00', arrivalAt: '2027-03-10T12:15:00' },
        ],
      },
      {
        duration: 'PT3H30M',
        segments: [
          { from: 'MIA', to: 'BOG', departureAt: '2027-03-17T22:40:00', arrivalAt: '2027-03-18T01:10:00' },
        ],
      },
    ],
  });
  return {
    ...offer,
    ...extra,
    price: {
      ...offer.price,
      fees: [
        { amount: '0.00', type: 'SUPPLIER' },
        { amount: '12.35', type: 'TICKETING' },
      ],
      additionalServices: [{ amount: '45.00', type: 'CHECKED_BAGS' }],
    },
    travelerPricings: offer.travelerPricings.map((pricing) =>
      pricing.price
        ? {
            ...pricing,
            price: {
              ...pricing.price,
              base: '100.10',
              taxes: [
                { code: 'CO', amount: '15.00' },
                { code: 'YQ', amount: '7.77' },
              ],
            },
          }
        : pricing,
    ),
  };
}

describe('writeLocalizedOffersJson', () => {
  it('writes exactly the JSON of the localized offers', () => {
    const offers = [
      supplierOffer('1', '512.35'),
      supplierOffer('2', '99.99', { lastTicketingDate: '2027-03-01' }),
    ];
    for (const currency of CURRENCIES) {
      expect(writeLocalizedOffersJson(offers, currency, table)).toBe(viaObjects(offers, currency));
    }
  });

  it('writes the generated results offers exactly as the object path does', () => {
    const offers = generateFlightOffers(60);
    expect(writeLocalizedOffersJson(offers, 'COP', table)).toBe(viaObjects(offers, 'COP'));
  });

  it('gives the right amounts when the same offers are written in another currency or with another table', () => {
    const offers = [supplierOffer('1', '512.35')];
    const later: ExchangeRateTable = { ...table, date: '2026-11-02', rates: { ...table.rates, COP: '4100' } };
    expect(writeLocalizedOffersJson(offers, 'COP', table)).toBe(viaObjects(offers, 'COP'));
    expect(writeLocalizedOffersJson(offers, 'BRL', table)).toBe(viaObjects(offers, 'BRL'));
    expect(writeLocalizedOffersJson(offers, 'COP', later)).toBe(viaObjects(offers, 'COP', later));
    const parsed = JSON.parse(writeLocalizedOffersJson(offers, 'COP', later)) as FlightOffer[];
    expect(parsed[0]?.price.total).toBe('2100635.00');
  });

  it('writes shared itineraries and taxes in each offer that holds them', () => {
    const first = supplierOffer('1', '300.00');
    // A second fare on the same flights: the supplier hands the same itinerary objects to both.
    const second = { ...first, id: '2', price: { ...first.price, total: '420.00', grandTotal: '420.00' } };
    const parsed = JSON.parse(writeLocalizedOffersJson([first, second], 'COP', table)) as FlightOffer[];
    expect(parsed[1]?.itineraries).toEqual(parsed[0]?.itineraries);
    expect(parsed[1]?.price.total).toBe('1638000.00');
    expect(writeLocalizedOffersJson([first, second], 'COP', table)).toBe(viaObjects([first, second], 'COP'));
  });

  it('leaves out undefined fields and keeps a traveller pricing without a price as it is', () => {
    const offer = supplierOffer('1', '10.00', { source: undefined });
    const withoutPrice = {
      ...offer,
      travelerPricings: [{ travelerId: '1', travelerType: 'ADULT', fareDetailsBySegment: [] }],
    };
    expect(writeLocalizedOfferJson(withoutPrice, 'CLP', table)).toBe(
      JSON.stringify(localizeOffer(withoutPrice, 'CLP', table)),
    );
    expect(writeLocalizedOfferJson(withoutPrice, 'CLP', table)).not.toContain('"source"');
  });

  describe('properties', () => {
    const decimal = fc
      .integer({ min: 0, max: 5_000_000 })
      .map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
    const jsonValue = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
    );
    const extras = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !['price', 'itineraries'].includes(key)),
      jsonValue,
      { maxKeys: 4 },
    );

    it('writes what JSON.stringify writes of the localized offers, whatever the amounts and extra fields', () => {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(decimal, extras), { minLength: 1, maxLength: 5 }),
          fc.constantFrom(...CURRENCIES),
          (specs, currency) => {
            const offers = specs.map(([total, extra], index) =>
              supplierOffer(String(index + 1), total, extra),
            );
            expect(writeLocalizedOffersJson(offers, currency, table)).toBe(viaObjects(offers, currency));
          },
        ),
      );
    });
  });
});
