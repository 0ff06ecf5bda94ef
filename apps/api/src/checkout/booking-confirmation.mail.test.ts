import { describe, expect, it } from 'vitest';
import { buildTestBooking } from '../test/test-booking.ts';
import { myJourneyUrl, renderBookingConfirmation } from './booking-confirmation.mail.ts';
import type { LineDescription } from './product-line.ts';

const OPTIONS = { webOrigin: 'https://viajes.example/' };

const booking = buildTestBooking({
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
  title: 'Room in Bogotá',
  summary: 'Room in Bogotá, 1 guest',
  dates: { start: '2027-03-10', end: '2027-03-12' },
  sections: [
    { kind: 'list', heading: 'Guests', items: ['Ana Ruiz <b>'] },
    {
      kind: 'groups',
      heading: 'Stay',
      groups: [
        { heading: 'Check-in', items: ['Wed, Mar 10, 2027, 15:00'] },
        { heading: 'Check-out', items: ['Fri, Mar 12, 2027, 12:00'] },
      ],
      note: 'Times are local to the hotel.',
    },
    { kind: 'fact', label: 'Board', value: 'Breakfast included' },
  ],
  references: [{ label: 'Hotel confirmation', value: 'HX42' }],
  orderFailed: { notIssued: 'the hotel did not confirm your room', tryAgain: 'Search again.' },
};

describe('renderBookingConfirmation', () => {
  it("writes the reference, the line's sections in order, both amounts and the card in English", () => {
    const mail = renderBookingConfirmation(booking, line, OPTIONS);
    expect(mail.subject).toBe('Your booking K7M2QX is confirmed');
    expect(mail.text.split('\n')).toEqual([
      'Thank you for your booking. Here is the summary:',
      '',
      'Booking reference: K7M2QX',
      'Hotel confirmation: HX42',
      '',
      'Guests:',
      '- Ana Ruiz <b>',
      '',
      'Stay:',
      'Check-in:',
      '  Wed, Mar 10, 2027, 15:00',
      'Check-out:',
      '  Fri, Mar 12, 2027, 12:00',
      'Times are local to the hotel.',
      '',
      'Board: Breakfast included',
      '',
      expect.stringMatching(/^Total paid: COP\s1,850,000\.00$/),
      expect.stringMatching(/^Charged to your card \(USD\): USD\s474\.36$/),
      'Card: VISA •••• 1111',
      '',
      'You can find your booking in My Journey with the reference and this e-mail address:',
      'https://viajes.example/en/user/my-journey?reference=K7M2QX',
    ]);
    expect(mail.text).not.toContain('?email');
  });

  it('lays the sections out as headings and lists in the HTML part, escaping what travellers typed', () => {
    const mail = renderBookingConfirmation(booking, line, OPTIONS);
    expect(mail.html).toContain(
      '<h2 style="font-size:16px">Guests</h2>\n<ul><li>Ana Ruiz &lt;b&gt;</li></ul>',
    );
    expect(mail.html).toContain(
      '<h3 style="font-size:14px">Check-in</h3><ul><li>Wed, Mar 10, 2027, 15:00</li></ul>',
    );
    expect(mail.html).toContain('<p style="font-size:13px">Times are local to the hotel.</p>');
    expect(mail.html).toContain('<p>Board: Breakfast included</p>');
    expect(mail.html).toContain('<p>Hotel confirmation: <strong>HX42</strong></p>');
    expect(mail.html).not.toContain('Ruiz <b>');
  });

  it('writes Spanish for a Spanish visitor', () => {
    const mail = renderBookingConfirmation({ ...booking, locale: 'es' }, line, OPTIONS);
    expect(mail.subject).toBe('Tu reserva K7M2QX está confirmada');
    expect(mail.text).toContain('Código de reserva: K7M2QX');
    expect(mail.text).toMatch(/Total pagado: 1\.850\.000,00\sCOP/);
    expect(mail.html).toContain('<html lang="es">');
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
