import { describe, expect, it } from 'vitest';
import { EMPTY_OFFER_FILTERS } from '../offers/offer-filters.ts';
import { deriveOfferViews } from '../offers/offer-view.ts';
import { writeOutboundKey } from '../offers/outbound-key.ts';
import { buildFlightOffer, generateFlightOffers } from '../testing/index.ts';
import { buildResultsPage, type ResultsSource, type ResultsView } from './results-page.ts';

const firstPage: ResultsView = {
  filters: EMPTY_OFFER_FILTERS,
  sort: { key: 'price', direction: 'asc' },
  page: 1,
};
const source = (offers = generateFlightOffers(25), extra: Partial<ResultsSource> = {}): ResultsSource => ({
  views: deriveOfferViews(offers),
  carriers: {},
  currency: 'USD',
  fees: { amount: 0, currency: 'USD' },
  roundTrip: false,
  ...extra,
});

describe('buildResultsPage', () => {
  it('shows 10 offers, cheapest first, and says there are more', () => {
    const page = buildResultsPage(source(), firstPage);
    expect(page.offers).toHaveLength(10);
    expect(page.hasMore).toBe(true);
    expect(page.total).toBe(25);
    const totals = page.offers.map((offer) => Number(offer.total.amount));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('shows one more page of 10 for each "Ver más"', () => {
    expect(buildResultsPage(source(), { ...firstPage, page: 3 })).toMatchObject({ hasMore: false });
    expect(buildResultsPage(source(), { ...firstPage, page: 2 }).offers).toHaveLength(20);
  });

  it('counts the offers that pass the filters', () => {
    const page = buildResultsPage(source(), {
      ...firstPage,
      filters: { ...EMPTY_OFFER_FILTERS, stops: ['nonstop'] },
    });
    expect(page.offers.every((offer) => offer.itineraries[0]?.stops === 0)).toBe(true);
    expect(page.matching).toBe(page.facets.stops.find((bucket) => bucket.value === 'nonstop')?.count);
  });

  it('converts only the amounts of the cards it shows: each total and adult fare', () => {
    const seen: string[] = [];
    const page = buildResultsPage(
      source(undefined, {
        currency: 'COP',
        fees: { amount: 2_000_000, currency: 'COP' },
        toDisplay: ({ amount }) => {
          seen.push(amount);
          return { amount: (Number(amount) * 4000).toFixed(2), currency: 'COP' };
        },
      }),
      firstPage,
    );
    expect(seen).toHaveLength(page.offers.length * 2);
    const [first] = page.offers;
    expect(first?.total.currency).toBe('COP');
    expect(Number(first?.total.amount)).toBe(Number(seen[0]) * 4000 + 20_000);
  });
});

describe('buildResultsPage for round trips', () => {
  const segment = (from: string, to: string, at: string, number: string) => ({
    from,
    to,
    departureAt: `${at}T08:00:00`,
    arrivalAt: `${at}T12:00:00`,
    carrierCode: 'AV',
    number,
  });
  const roundTrip = (id: string, total: string, outNumber: string, backNumber: string) =>
    buildFlightOffer({
      id,
      total,
      currency: 'USD',
      itineraries: [
        { duration: 'PT4H', segments: [segment('BOG', 'MIA', '2027-03-10', outNumber)] },
        { duration: 'PT4H', segments: [segment('MIA', 'BOG', '2027-03-17', backNumber)] },
      ],
    });
  // Two outbounds (AV 1 with two returns, AV 2 with one).
  const offers = [
    roundTrip('A', '300.00', '1', '10'),
    roundTrip('B', '250.00', '1', '11'),
    roundTrip('C', '400.00', '2', '12'),
  ];
  const trips = source(offers, { roundTrip: true });

  it('lists each outbound once, with its cheapest round trip', () => {
    const page = buildResultsPage(trips, firstPage);
    expect(page.mode).toBe('outbounds');
    expect(page.total).toBe(2);
    expect(page.offers.map((offer) => [offer.id, offer.total.amount])).toEqual([
      ['B', '250.00'],
      ['C', '400.00'],
    ]);
  });

  it('lists the returns of the chosen outbound, cheapest first', () => {
    const first = offers[0]?.itineraries[0];
    if (!first) throw new Error('no offer');
    const outbound = writeOutboundKey(first);
    const page = buildResultsPage(trips, { ...firstPage, outbound });
    expect(page.mode).toBe('returns');
    expect(page.offers.map((offer) => offer.id)).toEqual(['B', 'A']);
    expect(page.chosenOutbound?.id).toBe('B');
  });

  it('goes back to the outbounds when the chosen one is not in the search', () => {
    const page = buildResultsPage(trips, { ...firstPage, outbound: 'XX0001-20270310T0800' });
    expect(page.mode).toBe('outbounds');
  });
});

describe('buildResultsPage price filter', () => {
  // Fares of 100.00, 104.50 and 120.00 USD; with the 5.66 service fee: 105.66, 110.16 and 125.66 all-in.
  const priced = source(
    ['100.00', '104.50', '120.00'].map((total, index) =>
      buildFlightOffer({ id: String(index + 1), currency: 'USD', total }),
    ),
    { fees: { amount: 566, currency: 'USD' } },
  );
  const withPrice = (min: number, max: number | null): ResultsView => ({
    ...firstPage,
    filters: { ...EMPTY_OFFER_FILTERS, price: [{ min, max }] },
  });

  it('spans the slider from the cheapest to the dearest all-in price', () => {
    expect(buildResultsPage(priced, firstPage).priceBounds).toEqual({ min: 10_566, max: 12_566 });
  });

  it('keeps the offers whose all-in price, as the card shows it, lies within the chosen range', () => {
    // 105.00–110.00 all-in: only the 100.00 fare (105.66); 104.50 is in it as a fare but 110.16 all-in.
    const page = buildResultsPage(priced, withPrice(10_500, 11_001));
    expect(page.offers.map((offer) => offer.total.amount)).toEqual(['105.66']);
    expect(page.matching).toBe(1);
  });

  it('keeps the cheapest and the dearest offers at the bounds it offers', () => {
    const page = buildResultsPage(priced, withPrice(10_566, 12_566 + 1));
    expect(page.offers.map((offer) => offer.total.amount)).toEqual(['105.66', '110.16', '125.66']);
    expect(buildResultsPage(priced, withPrice(10_567, null)).matching).toBe(2);
  });

  it('counts the other facets and names its buckets in all-in amounts', () => {
    const page = buildResultsPage(priced, withPrice(11_000, null));
    const stops = page.facets.stops.reduce((sum, bucket) => sum + bucket.count, 0);
    expect(stops).toBe(2);
    expect(page.facets.price[0]?.min).toBe(10_566);
  });
});

describe('buildResultsPage tabs', () => {
  it('names each tab with its first offer, fees included', () => {
    const page = buildResultsPage(
      source(
        ['300.00', '250.00'].map((total, index) => buildFlightOffer({ id: String(index), total })),
        { fees: { amount: 566, currency: 'USD' } },
      ),
      firstPage,
    );
    expect(page.tabs.cheapest?.price).toEqual({ amount: '255.66', currency: 'USD' });
  });
});
