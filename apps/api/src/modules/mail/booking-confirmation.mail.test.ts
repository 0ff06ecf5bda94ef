import { describe, expect, it } from 'vitest';
import type { Booking } from '../bookings/bookings.schemas.ts';
import { myJourneyUrl, renderBookingConfirmation } from './booking-confirmation.mail.ts';

const OPTIONS = { webOrigin: 'https://viajes.example/' };

const money = (amount: number, currency: string) => ({ amount, currency });
const booking: Booking = {
  id: '00000000-0000-4000-8000-000000000001',
  referenceId: 'K7M2QX',
  status: 'confirmed',
  createdAt: '2026-11-22T12:00:00.000Z',
  locale: 'en',
  contact: { email: 'ana@example.com', phone: '+573012345678' },
  passenger: [{ id: '1', travelerId: '1', firstName: 'Ana', lastName: 'Ruiz <b>', type: 'adult' }],
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
  additionalServices: {
    baggages: [
      { journeyType: 'onward', quantity: 2, amount: 0, currency: 'COP', amountUsd: 0 },
      { journeyType: 'return', quantity: 0, amount: 0, currency: 'COP', amountUsd: 0 },
    ],
  },
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
  paymentInformation: {
    transactions: [
      {
        type: 'payment',
        status: 'AUTHORISED',
        amount: money(47_436, 'USD'),
        card: { brand: 'visa', lastFour: '1111' },
      },
    ],
  },
  flightOrder: { id: 'order_1', reference: 'PNR123' },
};

describe('renderBookingConfirmation', () => {
  it('writes the reference, travellers, itinerary and both amounts in English', () => {
    const mail = renderBookingConfirmation(booking, OPTIONS);
    expect(mail.subject).toBe('Your booking K7M2QX is confirmed');
    expect(mail.text).toContain('Booking reference: K7M2QX');
    expect(mail.text).toContain('Ana Ruiz <b> (adult)');
    expect(mail.text).toContain('AV32 BOG Wed, Mar 10, 2027, 07:45 → MIA Wed, Mar 10, 2027, 12:05');
    expect(mail.text).toContain('Times are local to each airport.');
    expect(mail.text).toContain('Extra checked bags: Outbound: 2 bags');
    expect(mail.text).not.toContain('Return: 0');
    expect(mail.text).toContain('https://viajes.example/en/user/my-journey?reference=K7M2QX');
    expect(mail.text).not.toContain('?email');
    expect(mail.text).toMatch(/Total paid: COP\s1,850,000\.00/);
    expect(mail.text).toMatch(/Charged to your card \(USD\): USD\s474\.36/);
    expect(mail.text).toContain('VISA •••• 1111');
  });

  it('escapes what travellers typed in the HTML part', () => {
    const mail = renderBookingConfirmation(booking, OPTIONS);
    expect(mail.html).toContain('Ruiz &lt;b&gt;');
    expect(mail.html).not.toContain('Ruiz <b>');
  });

  it('writes Spanish for a Spanish visitor', () => {
    const mail = renderBookingConfirmation({ ...booking, locale: 'es' }, OPTIONS);
    expect(mail.subject).toBe('Tu reserva K7M2QX está confirmada');
    expect(mail.text).toContain('Código de reserva: K7M2QX');
    expect(mail.text).toContain('(adulto)');
    expect(mail.text).toMatch(/AV32 BOG mié, 10 mar 2027,? 07:45 → MIA/);
    expect(mail.text).toContain('Equipaje facturado adicional: Ida: 2 maletas');
    expect(mail.html).toContain('<a href="https://viajes.example/user/my-journey?reference=K7M2QX">');
  });

  it("links to My Journey in the reader's language", () => {
    expect(myJourneyUrl('http://localhost:3000', 'es', 'K7M2QX')).toBe(
      'http://localhost:3000/user/my-journey?reference=K7M2QX',
    );
    expect(myJourneyUrl('http://localhost:3000/', 'en', 'K7M2QX')).toBe(
      'http://localhost:3000/en/user/my-journey?reference=K7M2QX',
    );
  });
});
