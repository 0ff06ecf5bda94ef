import { describe, expect, it } from 'vitest';
import type { ExchangeRateTable } from '../money/exchange-rates.ts';
import { buildFlightOffer } from '../testing/offer-builder.ts';
import {
  deriveLocalizedView,
  deriveLocalizedViews,
  localizeBagPrice,
  localizeOffer,
} from './localize-offer.ts';
import { summarizeOffer } from './offer-summary.ts';
import { deriveOfferView } from './offer-view.ts';

const table: ExchangeRateTable = { date: '2026-11-01', base: 'USD', rates: { COP: '3900', CLP: '940.5' } };

describe('localizeOffer', () => {
  const offer = buildFlightOffer({ total: '512.35', currency: 'USD' });

  it('shows the total in the visitor currency and keeps the USD amount charged as minor units', () => {
    const localized = localizeOffer(offer, 'COP', table);
    expect(localized.price.currency).toBe('COP');
    expect(localized.price.total).toBe('1998165.00');
    expect(localized.price.intTotal).toEqual({ amount: 51235, currency: 'USD' });
  });

  it('writes zero-decimal currencies without decimals', () => {
    const localized = localizeOffer(offer, 'CLP', table);
    // 512.35 × 940.5 = 481865.175 → 481865
    expect(localized.price.total).toBe('481865');
  });

  it('converts each traveller price and keeps its USD twin', () => {
    const localized = localizeOffer(offer, 'COP', table);
    for (const [index, pricing] of localized.travelerPricings.entries()) {
      const original = offer.travelerPricings[index]?.price;
      expect(pricing.price?.currency).toBe('COP');
      expect((pricing.price as { intTotal?: unknown }).intTotal).toEqual({
        amount: Math.round(Number(original?.total) * 100),
        currency: 'USD',
      });
    }
  });

  it('tags every itinerary with stops, duration and time-of-day tags', () => {
    const localized = localizeOffer(offer, 'USD', table);
    const [first] = localized.itineraries;
    expect(first?.stops).toBe(first ? first.segments.length - 1 : -1);
    expect(first?.durationMinutes).toBeGreaterThan(0);
    expect(['early', 'morning', 'afternoon', 'evening', 'late']).toContain(first?.departureTimeTag);
  });

  it('leaves USD amounts unchanged when USD is asked for', () => {
    expect(localizeOffer(offer, 'USD', table).price.total).toBe('512.35');
  });
});

describe('localizeBagPrice', () => {
  it('converts the bag price and keeps the USD amount', () => {
    const bag = localizeBagPrice(
      { quantity: 1, price: { amount: '35.00', currencyCode: 'USD' } },
      'COP',
      table,
    );
    expect(bag.price).toEqual({ amount: '136500.00', currencyCode: 'COP' });
    expect(bag.intPrice).toEqual({ amount: 3500, currency: 'USD' });
  });
});

describe('deriveLocalizedView', () => {
  it("is the view of the localized offer, holding the supplier offer's summary", () => {
    const offer = buildFlightOffer({ id: 'X', total: '512.35', currency: 'USD' });
    const summary = summarizeOffer(offer);
    for (const currency of ['COP', 'CLP', 'USD']) {
      const view = deriveLocalizedView(summary, 3, currency, table);
      const { offer: localized, ...expected } = deriveOfferView(localizeOffer(offer, currency, table), 3);
      const { offer: kept, ...actual } = view;
      expect(actual).toEqual(expected);
      expect(kept).toBe(summary);
    }
  });
});

describe('deriveLocalizedViews', () => {
  it('gives each summary the view deriveLocalizedView gives it, in order, itineraries shared or not', () => {
    const first = summarizeOffer(buildFlightOffer({ id: 'A', total: '512.35', currency: 'USD' }));
    // Offers of a search share their itinerary objects (another fare of the same flights).
    const sameFlights = {
      ...summarizeOffer(buildFlightOffer({ id: 'B', total: '640.00' })),
      itineraries: first.itineraries,
    };
    const other = summarizeOffer(
      buildFlightOffer({
        id: 'C',
        total: '300.10',
        itineraries: [
          {
            duration: 'PT5H10M',
            segments: [
              {
                from: 'BOG',
                to: 'MIA',
                departureAt: '2027-03-11T18:20:00',
                arrivalAt: '2027-03-11T23:30:00',
              },
            ],
          },
        ],
      }),
    );
    const views = deriveLocalizedViews([first, sameFlights, other], 'COP', table);
    expect(views).toEqual(
      [first, sameFlights, other].map((summary, index) => deriveLocalizedView(summary, index, 'COP', table)),
    );
    expect(views.map((view) => view.id)).toEqual(['A', 'B', 'C']);
    expect(views[1]?.outboundKey).toBe(views[0]?.outboundKey);
    expect(views[2]?.outboundKey).not.toBe(views[0]?.outboundKey);
  });
});
