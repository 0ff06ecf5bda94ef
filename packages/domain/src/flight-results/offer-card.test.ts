import { describe, expect, it } from 'vitest';
import { deriveOfferView, deriveOfferViews } from '../offers/index.ts';
import { buildFlightOffer } from '../testing/index.ts';
import { getPriceBounds, toOfferCard } from './offer-card.ts';

const connection = buildFlightOffer({
  id: 'O1',
  total: '1250.00',
  currency: 'USD',
  refundable: true,
  travelers: ['ADULT', 'ADULT', 'CHILD'],
  includedBags: 1,
  itineraries: [
    {
      duration: 'PT6H24M',
      segments: [
        {
          from: 'BOG',
          to: 'PTY',
          departureAt: '2027-03-10T14:48:00',
          arrivalAt: '2027-03-10T16:08:00',
          carrierCode: 'CM',
          number: '5507',
        },
        {
          from: 'PTY',
          to: 'MIA',
          departureAt: '2027-03-10T18:27:00',
          arrivalAt: '2027-03-10T21:12:00',
          carrierCode: 'CM',
          number: '3990',
        },
      ],
    },
  ],
});

describe('toOfferCard', () => {
  it('shows times, airports, duration, stops and the carrier name', () => {
    const card = toOfferCard(deriveOfferView(connection, 0), { CM: 'COPA AIRLINES' });
    expect(card.carrierName).toBe('COPA AIRLINES');
    expect(card.itineraries[0]).toEqual({
      from: 'BOG',
      to: 'MIA',
      departureAt: '2027-03-10T14:48:00',
      arrivalAt: '2027-03-10T21:12:00',
      durationMinutes: 384,
      stops: 1,
      via: ['PTY'],
      carrierNames: ['COPA AIRLINES'],
      flightNumbers: ['CM 5507', 'CM 3990'],
    });
  });

  it('carries the total, the adult fare, the bags and the fare flags', () => {
    const card = toOfferCard(deriveOfferView(connection, 0), {});
    expect(card.total).toEqual({
      amount: connection.price.grandTotal ?? connection.price.total,
      currency: 'USD',
    });
    expect(card.perAdult?.currency).toBe('USD');
    expect(card.travellers).toBe(3);
    expect(card.bags).toEqual({ personalItem: true, carryOn: null, checked: 1 });
    expect(card.refundable).toBe(true);
    expect(card.carrierName).toBe('CM');
  });

  it('includes the per-booking service fee in the first price shown', () => {
    const card = toOfferCard(deriveOfferView(connection, 0), {}, { amount: 566, currency: 'USD' });
    const fare = Number(connection.price.grandTotal ?? connection.price.total);
    expect(Number(card.total.amount)).toBeCloseTo(fare + 5.66, 2);
    expect(card.fees).toEqual({ amount: '5.66', currency: 'USD' });
  });
});

describe('getPriceBounds', () => {
  it('spans the cheapest to the dearest offer', () => {
    const views = deriveOfferViews([
      buildFlightOffer({ id: 'a', total: '300.00' }),
      buildFlightOffer({ id: 'b', total: '120.50' }),
      buildFlightOffer({ id: 'c', total: '999.99' }),
    ]);
    expect(getPriceBounds(views)).toEqual({ min: 12050, max: 99999 });
    expect(getPriceBounds([])).toBeNull();
  });
});
