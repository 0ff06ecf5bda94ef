import { describe, expect, it } from 'vitest';
import { buildFlightOffer } from '../testing/offer-builder.ts';
import { FlightOfferSchema } from './flight-offer.schemas.ts';
import {
  countStops,
  deriveOfferView,
  getTimeOfDay,
  parseIsoDurationMinutes,
  TIME_OF_DAY_BANDS,
} from './offer-view.ts';

describe('parseIsoDurationMinutes', () => {
  it('reads hours, minutes and days', () => {
    expect(parseIsoDurationMinutes('PT2H30M')).toBe(150);
    expect(parseIsoDurationMinutes('PT45M')).toBe(45);
    expect(parseIsoDurationMinutes('PT11H')).toBe(660);
    expect(parseIsoDurationMinutes('P1DT2H5M')).toBe(1565);
    expect(parseIsoDurationMinutes('PT1H0M30S')).toBe(60);
  });
  it('refuses text that is not a duration', () => {
    for (const bad of ['2H30M', 'PT', 'P', 'PT2X', '']) expect(() => parseIsoDurationMinutes(bad)).toThrow();
  });
  it('answers a duration read before the same way, and refuses bad text every time', () => {
    for (let round = 0; round < 2; round++) {
      expect(parseIsoDurationMinutes('PT2H30M')).toBe(150);
      expect(() => parseIsoDurationMinutes('PT2X')).toThrow();
    }
  });
});

describe('getTimeOfDay', () => {
  it('puts each hour in its documented band', () => {
    expect([0, 5, 6, 11, 12, 17, 18, 21, 22, 23].map(getTimeOfDay)).toEqual([
      'early',
      'early',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'late',
      'late',
    ]);
    for (const [tag, band] of Object.entries(TIME_OF_DAY_BANDS)) {
      expect(getTimeOfDay(band.fromHour)).toBe(tag);
      expect(getTimeOfDay(band.toHour - 1)).toBe(tag);
    }
  });
});

const connecting = buildFlightOffer({
  id: '7',
  total: '932.7',
  currency: 'COP',
  refundable: true,
  itineraries: [
    {
      duration: 'PT9H10M',
      segments: [
        {
          from: 'BOG',
          to: 'PTY',
          departureAt: '2027-03-10T05:50:00',
          arrivalAt: '2027-03-10T07:45:00',
          carrierCode: 'CM',
        },
        {
          from: 'PTY',
          to: 'MEX',
          departureAt: '2027-03-10T10:00:00',
          arrivalAt: '2027-03-10T14:00:00',
          carrierCode: 'AM',
          numberOfStops: 1,
        },
      ],
    },
  ],
});

describe('deriveOfferView', () => {
  it('derives what the results need from an Amadeus-shaped offer', () => {
    expect(FlightOfferSchema.parse(connecting)).toEqual(connecting);
    const view = deriveOfferView(connecting, 3);
    expect({ ...view, offer: undefined }).toEqual({
      index: 3,
      id: '7',
      priceMinor: 93270,
      currency: 'COP',
      durationMinutes: 550,
      stops: 2,
      departureTimeTag: 'early',
      arrivalTimeTag: 'afternoon',
      marketingCarrierCode: 'CM',
      outboundKey: 'CM0101-20270310T0550.AM0102-20270310T1000',
      refundable: true,
      noPenalty: false,
      offer: undefined,
    });
  });
  it('reads the price with the currency precision', () => {
    expect(deriveOfferView(buildFlightOffer({ total: '1500000', currency: 'CLP' }), 0).priceMinor).toBe(
      1500000,
    );
    expect(() => deriveOfferView(buildFlightOffer({ total: '10.5', currency: 'CLP' }), 0)).toThrow(
      'more decimals',
    );
  });
  it('sums segment durations when the itinerary has no total', () => {
    const offer = buildFlightOffer({
      itineraries: [
        {
          segments: [
            {
              from: 'BOG',
              to: 'MIA',
              departureAt: '2027-03-10T07:00:00',
              arrivalAt: '2027-03-10T11:00:00',
              duration: 'PT4H',
            },
            { from: 'MIA', to: 'JFK', departureAt: '2027-03-10T13:00:00', arrivalAt: '2027-03-10T16:00:00' },
          ],
        },
      ],
      noPenalty: true,
    });
    const view = deriveOfferView(offer, 0);
    expect(view.durationMinutes).toBe(240);
    expect(view.noPenalty).toBe(true);
  });
  it('refuses an offer without itinerary or segment', () => {
    expect(() => deriveOfferView({ ...connecting, itineraries: [] }, 0)).toThrow('no itinerary');
    expect(() => deriveOfferView({ ...connecting, itineraries: [{ segments: [] }] }, 0)).toThrow(
      'no segment',
    );
  });
  it('counts connections plus technical stops', () => {
    expect(countStops(connecting.itineraries[0] as never)).toBe(2);
  });
});
