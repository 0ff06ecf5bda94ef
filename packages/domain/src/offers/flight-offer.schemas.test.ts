import { describe, expect, it } from 'vitest';
import { FlightOfferSchema } from './flight-offer.schemas.ts';

/**
 * The first offer of the example answer in Amadeus' FlightOffersSearch v2 specification
 * (shared/reference/amadeus/FlightOffersSearch_v2.json, responses.returnAirOffers; MIT, Amadeus IT
 * Group SA), as Amadeus sends it: no fare flags in pricingOptions, no taxes, no bag prices.
 */
const AMADEUS_EXAMPLE_OFFER = {
  type: 'flight-offer',
  id: '1',
  source: 'GDS',
  instantTicketingRequired: false,
  nonHomogeneous: false,
  oneWay: false,
  lastTicketingDate: '2023-11-01',
  numberOfBookableSeats: 9,
  itineraries: [
    {
      duration: 'PT9H10M',
      segments: [
        {
          departure: {
            iataCode: 'EWR',
            at: '2023-11-01T21:50:00',
          },
          arrival: {
            iataCode: 'LHR',
            at: '2023-11-02T08:45:00',
          },
          carrierCode: '6X',
          number: '188',
          aircraft: {
            code: '777',
          },
          operating: {
            carrierCode: '6X',
          },
          duration: 'PT5H55M',
          id: '3',
          numberOfStops: 0,
          blacklistedInEU: false,
        },
        {
          departure: {
            iataCode: 'LHR',
            at: '2023-11-02T10:30:00',
          },
          arrival: {
            iataCode: 'MAD',
            at: '2023-11-02T13:00:00',
          },
          carrierCode: '6X',
          number: '9931',
          aircraft: {
            code: '320',
          },
          operating: {
            carrierCode: '6X',
          },
          duration: 'PT1H30M',
          id: '4',
          numberOfStops: 0,
          blacklistedInEU: false,
        },
      ],
    },
  ],
  price: {
    currency: 'USD',
    total: '342.20',
    base: '294.00',
    fees: [
      {
        amount: '0.00',
        type: 'SUPPLIER',
      },
      {
        amount: '0.00',
        type: 'TICKETING',
      },
    ],
    grandTotal: '342.20',
  },
  pricingOptions: {
    fareType: ['PUBLISHED'],
    includedCheckedBagsOnly: true,
  },
  validatingAirlineCodes: ['6X'],
  travelerPricings: [
    {
      travelerId: '1',
      fareOption: 'STANDARD',
      travelerType: 'ADULT',
      price: {
        currency: 'USD',
        total: '342.20',
        base: '294.00',
      },
      fareDetailsBySegment: [
        {
          segmentId: '3',
          cabin: 'BUSINESS',
          fareBasis: 'J6XQSMIX',
          class: 'J',
          includedCheckedBags: {
            quantity: 8,
          },
        },
        {
          segmentId: '4',
          cabin: 'BUSINESS',
          fareBasis: 'J6XQSMIX',
          class: 'J',
          includedCheckedBags: {
            quantity: 8,
          },
        },
      ],
    },
  ],
};

describe('FlightOfferSchema', () => {
  it('accepts an offer exactly as Amadeus sends it, the fields it leaves out included', () => {
    expect(FlightOfferSchema.parse(AMADEUS_EXAMPLE_OFFER)).toEqual(AMADEUS_EXAMPLE_OFFER);
  });

  it('keeps the Amadeus fields the site does not read, for pricing and booking', () => {
    const offer = FlightOfferSchema.parse(AMADEUS_EXAMPLE_OFFER);
    expect(offer.instantTicketingRequired).toBe(false);
    expect(offer.itineraries[0]?.segments[0]?.aircraft).toEqual({ code: '777' });
    expect(offer.price.fees).toEqual(AMADEUS_EXAMPLE_OFFER.price.fees);
  });

  it('refuses an offer the site could not show: one without itineraries', () => {
    const { itineraries: _, ...withoutItineraries } = AMADEUS_EXAMPLE_OFFER;
    expect(FlightOfferSchema.safeParse(withoutItineraries).success).toBe(false);
  });
});
