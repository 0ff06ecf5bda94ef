import { describe, expect, it } from 'vitest';
import { buildTestBooking } from '../test/test-booking.ts';
import { myJourneyUrl, renderBookingConfirmation } from './booking-confirmation.mail.ts';
import type { LineDescription } from './product-line.ts';

const OPTIONS = { webOrigin: 'https://viajes.example/' };
const money = (amount: number, currency: string) => ({ amount, currency });

const booking = buildTestBooking({
  amounts: {
    display: {
      offer: money(160_000_000, 'COP'),
      bags: money(15_000_000, 'COP'),
      fees: money(10_000_000, 'COP'),
      total: money(185_000_000, 'COP'),
    },
    usd: {
      offer: money(41_000, 'USD'),
      bags: money(3_846, 'USD'),
      fees: money(2_590, 'USD'),
      total: money(47_436, 'USD'),
    },
  },
  paymentInformation: {
    transactions: [
      {
        type: 'payment',
        status: 'AUTHORISED',
        amount: { amount: 47_436, currency: 'USD' },
        card: { brand: 'visa', lastFour: '1111' },
      },
    ],
  },
});

/** A line as any product might describe it: the template must lay it out without knowing which. */
const line: LineDescription = {
  productType: 'test-product',
  title: 'Flight BOG-MIA',
  summary: 'Flight BOG-MIA, 1 traveller',
  dates: { start: '2027-03-10' },
  sections: [
    { kind: 'list', heading: 'Travellers', items: ['Ana Ruiz <b>'] },
    {
      kind: 'groups',
      heading: 'Itinerary',
      groups: [{ heading: 'Outbound', items: ['AV 32 BOG 07:45 → MIA 12:05'] }],
      note: 'Local times at each airport.',
    },
    { kind: 'fact', label: 'Extra checked bags', value: '1 bag' },
  ],
  references: [{ label: 'Airline record locator', value: 'HX42QZ' }],
  orderFailed: { notIssued: 'the airline did not confirm', tryAgain: 'Search again.' },
};

describe('renderBookingConfirmation', () => {
  it('writes the reference, the trip, the price breakdown, check-in and My Journey in the text part', async () => {
    const mail = await renderBookingConfirmation(booking, line, OPTIONS);
    expect(mail.subject).toBe('Your booking K7M2QX is confirmed');
    expect(mail.text.split('\n')).toEqual([
      'Your booking is confirmed!',
      'Thank you for your booking. Here is the summary:',
      '',
      'Booking reference: K7M2QX',
      'Airline record locator: HX42QZ',
      '',
      'Travellers:',
      '- Ana Ruiz <b>',
      '',
      'Itinerary:',
      'Outbound:',
      '  AV 32 BOG 07:45 → MIA 12:05',
      'Local times at each airport.',
      '',
      'Extra checked bags: 1 bag',
      '',
      'Price breakdown:',
      expect.stringMatching(/^Fare, taxes and fees: COP\s1,600,000\.00$/),
      expect.stringMatching(/^Extra baggage: COP\s150,000\.00$/),
      expect.stringMatching(/^Service charge: COP\s100,000\.00$/),
      expect.stringMatching(/^Total paid: COP\s1,850,000\.00$/),
      expect.stringMatching(/^Charged to your card \(USD\): USD\s474\.36$/),
      'Card: VISA •••• 1111',
      'Your card is charged in US dollars; your bank may convert the amount to your currency.',
      '',
      'Next steps:',
      '- Online check-in opens 24 hours before each flight: on Tue, Mar 9, 07:45 (BOG local time) for your outbound flight.',
      '',
      'You can find your booking in My Journey with the reference and this e-mail address:',
      'https://viajes.example/en/user/my-journey?reference=K7M2QX',
    ]);
  });

  it('renders responsive HTML with the logo, the reference big and every typed string escaped', async () => {
    const mail = await renderBookingConfirmation(booking, line, OPTIONS);
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain('src="https://viajes.example/brand/andariego-logo.png"');
    expect(mail.html).toContain('alt="Andariego"');
    expect(mail.html).toMatch(/font-size:34px[^>]*>K7M2QX</);
    expect(mail.html).toContain('Ana Ruiz &lt;b&gt;');
    expect(mail.html).not.toContain('Ruiz <b>');
    expect(mail.html).toMatch(/@media only screen and \(min-width:480px\)/);
    expect(mail.html).toContain('href="https://viajes.example/en/user/my-journey?reference=K7M2QX"');
    expect(mail.html).toMatch(/USD\s474\.36/);
    expect(mail.html).toContain('Online check-in opens 24 hours before each flight');
  });

  it('writes Spanish for a Spanish traveller', async () => {
    const mail = await renderBookingConfirmation({ ...booking, locale: 'es' }, line, OPTIONS);
    expect(mail.subject).toBe('Tu reserva K7M2QX está confirmada');
    expect(mail.text).toContain('Código de reserva: K7M2QX');
    expect(mail.text).toMatch(/Total pagado: 1\.850\.000,00\sCOP/);
    expect(mail.text).toMatch(/Cargo por servicio: 100\.000,00\sCOP/);
    expect(mail.text).toContain(
      'El check-in en línea abre 24 horas antes de cada vuelo: el mar, 9 mar, 07:45',
    );
    expect(mail.text).toContain('para el vuelo de ida');
    expect(mail.html).toContain('lang="es"');
    expect(mail.html).toContain('href="https://viajes.example/user/my-journey?reference=K7M2QX"');
  });

  it('writes Brazilian Portuguese for a Brazilian traveller', async () => {
    const mail = await renderBookingConfirmation({ ...booking, locale: 'pt' }, line, OPTIONS);
    expect(mail.subject).toBe('Sua reserva K7M2QX está confirmada');
    expect(mail.text).toContain('Código da reserva: K7M2QX');
    expect(mail.text).toContain('Detalhamento do preço:');
    expect(mail.text).toContain('Taxa de serviço');
    expect(mail.text).toContain('O check-in online abre 24 horas antes de cada voo');
    expect(mail.text).toContain('para o voo de ida');
    expect(mail.html).toContain('lang="pt-BR"');
    expect(mail.html).toContain('Ver minha reserva');
    expect(mail.html).toContain('href="https://viajes.example/pt/user/my-journey?reference=K7M2QX"');
  });

  it("gives a hotel stay the hotel's check-in time instead of the airline's rule", async () => {
    const hotel = buildTestBooking({
      locale: 'es',
      productType: 'hotel',
      itinerary: [],
      hotel: {
        stay: { checkInDate: '2027-03-10' },
        policies: { checkIn: '15:00' },
      } as never,
    });
    const mail = await renderBookingConfirmation(hotel, line, OPTIONS);
    expect(mail.text).toContain(
      '- Puedes llegar al hotel desde las 15:00 del mié, 10 mar (hora local del hotel).',
    );
    expect(mail.text).not.toContain('check-in en línea');
  });

  it("links to My Journey in the reader's language", () => {
    expect(myJourneyUrl('http://localhost:3000', 'es', 'K7M2QX')).toBe(
      'http://localhost:3000/user/my-journey?reference=K7M2QX',
    );
    expect(myJourneyUrl('http://localhost:3000/', 'en', 'K7M2QX')).toBe(
      'http://localhost:3000/en/user/my-journey?reference=K7M2QX',
    );
    expect(myJourneyUrl('http://localhost:3000/', 'pt', 'K7M2QX')).toBe(
      'http://localhost:3000/pt/user/my-journey?reference=K7M2QX',
    );
  });
});
