import { describe, expect, it } from 'vitest';
import type { BookedLine, StoredTraveller } from '../checkout/product-line.ts';
import type { FlightBags, FlightLineSnapshot, PricedFlightOffer } from './flight-line.ts';
import { buildFlightBookingView, describeFlightLine } from './flight-line-description.ts';

const segment = (id: string, from: string, to: string, departureAt: string, arrivalAt: string) => ({
  id,
  departure: { iataCode: from, at: departureAt },
  arrival: { iataCode: to, at: arrivalAt },
  carrierCode: 'AV',
  number: id === '1' ? '32' : `9${id}`,
  duration: 'PT4H20M',
});

/** A round trip BOG → MIA (through PTY going out) as the flight line stores it; only what is read here. */
const offer = {
  id: 'offer-1',
  itineraries: [
    {
      duration: 'PT6H',
      segments: [
        segment('1', 'BOG', 'PTY', '2027-03-10T07:45:00', '2027-03-10T09:05:00'),
        segment('2', 'PTY', 'MIA', '2027-03-10T10:00:00', '2027-03-10T12:05:00'),
      ],
    },
    { segments: [segment('3', 'MIA', 'BOG', '2027-03-17T14:00:00', '2027-03-17T17:30:00')] },
  ],
  travelerPricings: [{ travelerId: '1', travelerType: 'ADULT' }],
  price: { total: '1850000.00', currency: 'COP', intTotal: { amount: 47_436, currency: 'USD' } },
} as unknown as PricedFlightOffer;

const bags = (journeyType: 'onward' | 'return', quantity: number, segmentIds: string[]): FlightBags => ({
  journeyType,
  quantity,
  segmentIds,
  price: { amount: 0, currency: 'COP' },
  totalAmount: { amount: 0, currency: 'COP' },
  priceUsd: { amount: 0, currency: 'USD' },
  totalAmountUsd: { amount: 0, currency: 'USD' },
});

const traveller: StoredTraveller = {
  id: '1',
  travelerId: '1',
  firstName: 'Ana',
  lastName: 'Ruiz <b>',
  gender: 'female',
  dateOfBirth: '1990-01-01',
  nationality: 'CO',
  passportNumber: 'AB123456',
  passportExpiryDate: '2031-01-01',
  type: 'adult',
} as StoredTraveller;

const snapshot: FlightLineSnapshot = {
  offer,
  bagOptions: {},
  fareRules: null,
  dictionaries: null,
  bags: [bags('onward', 2, ['1', '2']), bags('return', 0, ['3'])],
  additionalServicesId: 'services-1',
};
const booked: BookedLine<FlightLineSnapshot> = {
  sessionId: '00000000-0000-4000-8000-000000000001',
  locale: 'es',
  line: { snapshot, base: { usd: 47_436, display: 185_000_000 }, extras: { usd: 0, display: 0 } },
  contact: { email: 'ana@example.com', phone: '+573012345678' },
  travellers: [traveller],
};
const order = { id: 'order_1', reference: 'PNR123' };

describe('describeFlightLine', () => {
  it('lists the travellers, the itinerary in local times and the extra bags, in English', () => {
    const line = describeFlightLine(booked, { locale: 'en', order });
    expect(line.sections).toEqual([
      { kind: 'list', heading: 'Travellers', items: ['Ana Ruiz <b> (adult)'] },
      {
        kind: 'groups',
        heading: 'Itinerary',
        groups: [
          {
            heading: 'Outbound',
            items: [
              'AV32 BOG Wed, Mar 10, 2027, 07:45 → PTY Wed, Mar 10, 2027, 09:05',
              'AV92 PTY Wed, Mar 10, 2027, 10:00 → MIA Wed, Mar 10, 2027, 12:05',
            ],
          },
          { heading: 'Return', items: ['AV93 MIA Wed, Mar 17, 2027, 14:00 → BOG Wed, Mar 17, 2027, 17:30'] },
        ],
        note: 'Times are local to each airport.',
      },
      { kind: 'fact', label: 'Extra checked bags', value: 'Outbound: 2 bags' },
    ]);
  });

  it("names the trip, its dates and the airline's record locator once ordered", () => {
    const line = describeFlightLine(booked, { locale: 'en', order });
    expect(line).toMatchObject({
      productType: 'flight',
      title: 'Flight BOG-MIA',
      summary: 'Flight BOG-MIA, 1 traveller',
      dates: { start: '2027-03-10', end: '2027-03-17' },
      references: [{ label: 'Airline record locator', value: 'PNR123' }],
    });
    expect(describeFlightLine(booked, { locale: 'en', order: null }).references).toEqual([]);
  });

  it('says in the traveller’s words what was not issued when the airline order fails', () => {
    expect(describeFlightLine(booked, { locale: 'en', order: null }).orderFailed).toEqual({
      notIssued: 'the airline did not confirm the tickets for your trip BOG–MIA',
      tryAgain: 'You can search and book another flight whenever you like.',
    });
  });

  it('writes Spanish for a Spanish reader, with the gateway summary the hosted page shows', () => {
    const line = describeFlightLine(
      { ...booked, travellers: [traveller, { ...traveller, id: '2', travelerId: '2' }] },
      { locale: 'es', order: null },
    );
    expect(line.summary).toBe('Vuelo BOG-MIA, 2 viajeros');
    expect(line.sections[0]).toMatchObject({ items: ['Ana Ruiz <b> (adulto)', 'Ana Ruiz <b> (adulto)'] });
    const itinerary = line.sections[1];
    expect(itinerary?.kind === 'groups' && itinerary.groups[0]?.items[0]).toMatch(
      /^AV32 BOG mié, 10 mar 2027,? 07:45 → PTY/,
    );
    expect(line.sections[2]).toEqual({
      kind: 'fact',
      label: 'Equipaje facturado adicional',
      value: 'Ida: 2 maletas',
    });
    expect(line.orderFailed.notIssued).toBe('la aerolínea no confirmó los billetes de tu viaje BOG–MIA');
  });

  it('leaves the bags out of a trip without extra bags', () => {
    const line = describeFlightLine(
      { ...booked, line: { ...booked.line, snapshot: { ...snapshot, bags: [] } } },
      { locale: 'en', order: null },
    );
    expect(line.sections.map((section) => section.kind)).toEqual(['list', 'groups']);
  });
});

describe('buildFlightBookingView', () => {
  it('answers spec §7 travellers, itinerary, offer and bags, and the airline order once there is one', () => {
    const view = buildFlightBookingView(booked, order);
    expect(view.passenger).toEqual([
      { id: '1', travelerId: '1', firstName: 'Ana', lastName: 'Ruiz <b>', type: 'adult' },
    ]);
    expect(
      view.itinerary.map((leg) => [leg.journeyType, leg.segments.map((s) => `${s.from}-${s.to}`)]),
    ).toEqual([
      ['onward', ['BOG-PTY', 'PTY-MIA']],
      ['return', ['MIA-BOG']],
    ]);
    expect(view.selectedFlightOffer.FlightOffer).toBe(offer);
    expect(view.additionalServices.baggages).toEqual([
      { journeyType: 'onward', quantity: 2, amount: 0, currency: 'COP', amountUsd: 0 },
    ]);
    expect(view.flightOrder).toEqual(order);
    expect(buildFlightBookingView(booked, null).flightOrder).toBeNull();
  });

  it("names each segment's airline from the offer's dictionaries, and leaves the name out when none is known", () => {
    const named = buildFlightBookingView(
      {
        ...booked,
        line: { ...booked.line, snapshot: { ...snapshot, dictionaries: { carriers: { AV: 'Avianca' } } } },
      },
      null,
    );
    expect(named.itinerary.flatMap((leg) => leg.segments.map((s) => s.carrierName))).toEqual([
      'Avianca',
      'Avianca',
      'Avianca',
    ]);
    const unnamed = buildFlightBookingView(booked, null);
    expect(unnamed.itinerary[0]?.segments[0]).not.toHaveProperty('carrierName');
  });
});
