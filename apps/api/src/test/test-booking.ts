import type { Booking } from '@travel/contract/bookings';

const money = (amount: number, currency: string) => ({ amount, currency });

/** A booking of 1,850,000 COP charged 474.36 USD (BOG → MIA), for the e-mail tests; override what a test needs. */
export function buildTestBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    referenceId: 'K7M2QX',
    status: 'ordered',
    createdAt: '2026-11-22T12:00:00.000Z',
    locale: 'en',
    contact: { email: 'ana@example.com', phone: '+573012345678' },
    passenger: [{ id: '1', travelerId: '1', firstName: 'Ana', lastName: 'Ruiz', type: 'adult' }],
    itinerary: [
      {
        journeyType: 'onward',
        segments: [
          {
            id: '1',
            from: 'BOG',
            to: 'MIA',
            departureAt: '2027-03-10T07:45:00',
            arrivalAt: '2027-03-10T12:05:00',
            carrierCode: 'AV',
            number: '32',
          },
        ],
      },
    ],
    selectedFlightOffer: { FlightOffer: {} },
    billingInformation: {
      cardHolderName: 'Ana Ruiz',
      emailId: 'ana@example.com',
      addressLine1: 'Calle 1',
      city: 'Bogotá',
      country: { code: 'CO', name: 'Colombia' },
    },
    additionalServices: { baggages: [] },
    amounts: {
      display: {
        offer: money(0, 'COP'),
        bags: money(0, 'COP'),
        fees: money(0, 'COP'),
        total: money(185_000_000, 'COP'),
      },
      usd: {
        offer: money(0, 'USD'),
        bags: money(0, 'USD'),
        fees: money(0, 'USD'),
        total: money(47_436, 'USD'),
      },
    },
    totalPaid: money(185_000_000, 'COP'),
    charged: money(47_436, 'USD'),
    paymentInformation: { transactions: [] },
    flightOrder: null,
    ...overrides,
  };
}
