import { describe, expect, it } from 'vitest';
import { buildFlightOffer, generateFlightOffers } from '../testing/offer-builder.ts';
import { sortOffers } from './offer-filters.ts';
import { pickTabLeads, scoreBestOffers, sortByBest } from './offer-ranking.ts';
import { deriveOfferViews } from './offer-view.ts';

function offer(id: string, total: string, duration: string, stops = 0) {
  const hop = (from: string, to: string, at: string) => ({
    from,
    to,
    departureAt: `2027-03-10T${at}:00`,
    arrivalAt: `2027-03-10T${at}:00`,
  });
  const segments =
    stops === 0
      ? [hop('BOG', 'MIA', '07:00')]
      : [hop('BOG', 'PTY', '07:00'), ...Array.from({ length: stops }, () => hop('PTY', 'MIA', '12:00'))];
  return buildFlightOffer({ id, total, itineraries: [{ duration, segments }] });
}

describe('scoreBestOffers', () => {
  it('ranks a slightly dearer non-stop flight above a cheap one that takes twice as long', () => {
    const views = deriveOfferViews([
      offer('cheap-slow', '100.00', 'PT10H', 1),
      offer('fast', '120.00', 'PT5H'),
    ]);
    expect(sortByBest(views).map((view) => view.id)).toEqual(['fast', 'cheap-slow']);
  });

  it('keeps the cheapest first when the dearer one saves little time', () => {
    const views = deriveOfferViews([offer('cheap', '100.00', 'PT5H30M'), offer('dear', '180.00', 'PT5H')]);
    expect(sortByBest(views).map((view) => view.id)).toEqual(['cheap', 'dear']);
  });

  it('gives the cheapest and fastest offer the lowest possible score: 1 + 0.5', () => {
    const views = deriveOfferViews([offer('a', '100.00', 'PT3H'), offer('b', '150.00', 'PT4H', 1)]);
    expect(scoreBestOffers(views).get('a')).toBe(1.5);
    expect(scoreBestOffers(views).get('b')).toBeCloseTo(1.5 + 0.5 * (4 / 3 - 1) + 0.5 + 0.25);
  });

  it('keeps the supplier order between equal scores', () => {
    const views = deriveOfferViews([offer('x', '100.00', 'PT3H'), offer('y', '100.00', 'PT3H')]);
    expect(sortOffers(views, { key: 'best', direction: 'asc' }).map((view) => view.id)).toEqual(['x', 'y']);
  });
});

describe('pickTabLeads', () => {
  it('gives each tab the price and duration of its first offer', () => {
    const views = deriveOfferViews([
      offer('cheap-slow', '100.00', 'PT10H', 2),
      offer('balanced', '110.00', 'PT5H'),
      offer('fastest', '300.00', 'PT4H'),
    ]);
    const leads = pickTabLeads(views);
    expect(leads.cheapest).toEqual({ id: 'cheap-slow', priceMinor: 10000, durationMinutes: 600 });
    expect(leads.fastest).toEqual({ id: 'fastest', priceMinor: 30000, durationMinutes: 240 });
    expect(leads.best?.id).toBe('balanced');
  });

  it("leads the best tab with the supplier's first of equally scored offers", () => {
    const views = deriveOfferViews([
      offer('dear', '150.00', 'PT3H'),
      offer('x', '100.00', 'PT3H'),
      offer('y', '100.00', 'PT3H'),
    ]);
    expect(pickTabLeads(views).best?.id).toBe('x');
    expect(pickTabLeads([...views].reverse()).best?.id).toBe('x');
  });

  it('has no leads for an empty list', () => {
    expect(pickTabLeads([])).toEqual({ best: null, cheapest: null, fastest: null });
  });

  it('agrees with the sorted lists on a large generated set', () => {
    const views = deriveOfferViews(generateFlightOffers(200, 3));
    const leads = pickTabLeads(views);
    expect(leads.cheapest?.id).toBe(sortOffers(views, { key: 'price', direction: 'asc' })[0]?.id);
    expect(leads.fastest?.id).toBe(sortOffers(views, { key: 'duration', direction: 'asc' })[0]?.id);
    expect(leads.best?.id).toBe(sortOffers(views, { key: 'best', direction: 'asc' })[0]?.id);
  });
});
