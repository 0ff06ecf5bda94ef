import { describe, expect, it } from 'vitest';
import { buildTestBooking } from '../test/test-booking.ts';
import { renderBookingOrderFailed } from './booking-order-failed.mail.ts';
import type { LineDescription } from './product-line.ts';

const booking = buildTestBooking({ id: '00000000-0000-4000-8000-000000000002', status: 'order_failed' });

/** What the line says did not happen, in each language (a flight's words, as its line writes them). */
const line = (locale: 'es' | 'en'): LineDescription => ({
  productType: 'flight',
  title: 'Flight BOG-MIA',
  summary: 'Flight BOG-MIA, 1 traveller',
  dates: { start: '2027-03-10' },
  sections: [],
  references: [],
  orderFailed:
    locale === 'en'
      ? {
          notIssued: 'the airline did not confirm the tickets for your trip BOG–MIA',
          tryAgain: 'You can search and book another flight whenever you like.',
        }
      : {
          notIssued: 'la aerolínea no confirmó los billetes de tu viaje BOG–MIA',
          tryAgain: 'Puedes volver a buscar y reservar otro vuelo cuando quieras.',
        },
});

describe('renderBookingOrderFailed', () => {
  it('tells an English reader their trip was not issued and the card hold goes away', () => {
    const mail = renderBookingOrderFailed(booking, line('en'), { webOrigin: 'https://viajes.example/' });
    expect(mail.subject).toBe('We could not issue your booking K7M2QX: you will not be charged');
    expect(mail.text.split('\n')).toEqual([
      'We received your payment, but the airline did not confirm the tickets for your trip BOG–MIA. We voided the authorisation on your card: you will not be charged.',
      expect.stringMatching(
        /^Your bank may show a hold of USD\s474\.36 for a few days; it goes away without you doing anything\.$/,
      ),
      '',
      'Booking reference: K7M2QX',
      '',
      'You can search and book another flight whenever you like. The status of this booking is in My Journey:',
      'https://viajes.example/en/user/my-journey?reference=K7M2QX',
    ]);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('<p>Booking reference: <strong>K7M2QX</strong></p>');
    expect(mail.html).toContain(
      'The status of this booking is in My Journey: <a href="https://viajes.example/en/user/my-journey?reference=K7M2QX">',
    );
  });

  it('writes Spanish for a Spanish reader', () => {
    const mail = renderBookingOrderFailed({ ...booking, locale: 'es' }, line('es'), {
      webOrigin: 'https://viajes.example/',
    });
    expect(mail.subject).toBe('No pudimos emitir tu reserva K7M2QX: no se te cobrará');
    expect(mail.text).toContain(
      'Recibimos tu pago, pero la aerolínea no confirmó los billetes de tu viaje BOG–MIA. Anulamos la autorización de tu tarjeta: no se te cobrará nada.',
    );
    expect(mail.text).toContain('Código de reserva: K7M2QX');
  });
});
