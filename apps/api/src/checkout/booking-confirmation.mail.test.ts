import { describe, expect, it } from 'vitest';
import { buildTestBooking } from '../test/test-booking.ts';
import {
  describeAmounts,
  describeCheckIn,
  myJourneyUrl,
  renderBookingConfirmation,
} from './booking-confirmation.mail.ts';
import type { LineDescription } from './product-line.ts';

// Booked well before any check-in opens (the test booking's flights leave in March 2027).
const OPTIONS = { webOrigin: 'https://viajes.example/', now: new Date('2026-11-22T12:00:00Z') };
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
      expect.stringMatching(/^Flights: COP\s1,600,000\.00$/),
      expect.stringMatching(/^Extra baggage: COP\s150,000\.00$/),
      expect.stringMatching(/^Andariego service fee: COP\s100,000\.00$/),
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
    expect(mail.text).toMatch(/Cargo por servicio de Andariego: 100\.000,00\sCOP/);
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
    expect(mail.text).toContain('Taxa de serviço da Andariego');
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

  it('counts 24 real hours back across a clock change (MIA, US clocks spring forward on 14 Mar 2027)', async () => {
    const miami = buildTestBooking({
      itinerary: [
        {
          journeyType: 'onward',
          segments: [
            {
              id: '1',
              from: 'MIA',
              to: 'BOG',
              departureAt: '2027-03-14T06:35:00',
              departureTimeZone: 'America/New_York',
              arrivalAt: '2027-03-14T09:50:00',
              carrierCode: 'AV',
              number: '33',
            },
          ],
        },
      ],
    });
    const mail = await renderBookingConfirmation(miami, line, OPTIONS);
    // 06:35 EDT is 10:35 UTC; 24 hours earlier is 10:35 UTC on the 13th, 05:35 EST.
    expect(mail.text).toContain(
      '- Online check-in opens 24 hours before each flight: on Sat, Mar 13, 05:35 (MIA local time) for your outbound flight.',
    );
  });

  it('says check-in is open now when its opening has passed by the time the mail is written', async () => {
    const tomorrowMorning = buildTestBooking({
      itinerary: [
        {
          journeyType: 'onward',
          segments: [
            {
              id: '1',
              from: 'BOG',
              to: 'MIA',
              departureAt: '2027-03-10T07:45:00',
              departureTimeZone: 'America/Bogota',
              arrivalAt: '2027-03-10T12:05:00',
              carrierCode: 'AV',
              number: '32',
            },
          ],
        },
      ],
    });
    // Booked on the afternoon before (15:00 in Bogotá): check-in opened at 07:45 that morning.
    const now = new Date('2027-03-09T20:00:00Z');
    for (const [locale, sentence] of [
      ['en', 'Online check-in for your outbound flight is open now'],
      ['es', 'El check-in en línea del vuelo de ida ya está abierto'],
      ['pt', 'O check-in online do voo de ida já está aberto'],
    ] as const) {
      const mail = await renderBookingConfirmation({ ...tomorrowMorning, locale }, line, { ...OPTIONS, now });
      expect(mail.text).toContain(sentence);
      expect(mail.html).toContain(sentence);
      expect(mail.text).not.toMatch(/07:45 \((BOG local time|hora local de BOG|horário local de BOG)\)/);
    }
    // A minute before it opens, the mail still says when.
    const before = await renderBookingConfirmation(tomorrowMorning, line, {
      ...OPTIONS,
      now: new Date('2027-03-09T12:44:00Z'),
    });
    expect(before.text).toContain('on Tue, Mar 9, 07:45 (BOG local time) for your outbound flight.');
  });

  it('names the amounts as the confirmation page does, the stay for a hotel, in every language', async () => {
    const hotel = buildTestBooking({
      ...booking,
      productType: 'hotel',
      itinerary: [],
      hotel: { stay: { checkInDate: '2027-03-10' }, policies: { checkIn: '15:00' } } as never,
    });
    for (const [locale, flights, stay, fee] of [
      ['es', 'Vuelos', 'Estadía, impuestos incluidos', 'Cargo por servicio de Andariego'],
      ['en', 'Flights', 'Stay, taxes included', 'Andariego service fee'],
      ['pt', 'Voos', 'Estadia, impostos incluídos', 'Taxa de serviço da Andariego'],
    ] as const) {
      const labels = (target: typeof booking) =>
        describeAmounts({ ...target, locale }).map((row) => row.label);
      expect(labels(booking).slice(0, 3)).toEqual([flights, expect.any(String), fee]);
      expect(labels(hotel)[0]).toBe(stay);
      const mail = await renderBookingConfirmation({ ...hotel, locale }, line, OPTIONS);
      expect(mail.text).toContain(`${stay}: `);
      expect(mail.text).toContain(`${fee}: `);
    }
  });

  it('writes the check-in time on the 24-hour clock in every language', async () => {
    // Leaves BOG at 20:30: check-in opens at 20:30 the day before, never '08:30 PM'.
    const evening = buildTestBooking({
      itinerary: [
        {
          journeyType: 'onward',
          segments: [
            {
              id: '1',
              from: 'BOG',
              to: 'MIA',
              departureAt: '2027-03-10T20:30:00',
              departureTimeZone: 'America/Bogota',
              arrivalAt: '2027-03-11T00:50:00',
              carrierCode: 'AV',
              number: '36',
            },
          ],
        },
      ],
    });
    for (const locale of ['es', 'en', 'pt'] as const) {
      const [sentence] = describeCheckIn({ ...evening, locale }, OPTIONS.now);
      expect(sentence).toContain('20:30');
      expect(sentence).not.toMatch(/08:30|\b[AP]M\b|[ap]\.\s?m\./);
    }
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
