import { describe, expect, it } from 'vitest';
import { buildTestBooking } from '../test/test-booking.ts';
import { renderBookingOrderFailed } from './booking-order-failed.mail.ts';
import type { LineDescription } from './product-line.ts';

const booking = buildTestBooking({ id: '00000000-0000-4000-8000-000000000002', status: 'order_failed' });
const OPTIONS = { webOrigin: 'https://viajes.example/' };

/** What the line says did not happen, in each language (a flight's words, as its line writes them). */
const WORDS = {
  en: {
    notIssued: 'the airline did not confirm the tickets for your trip BOG–MIA',
    tryAgain: 'You can search and book another flight whenever you like.',
  },
  es: {
    notIssued: 'la aerolínea no confirmó los billetes de tu viaje BOG–MIA',
    tryAgain: 'Puedes volver a buscar y reservar otro vuelo cuando quieras.',
  },
  pt: {
    notIssued: 'a companhia aérea não confirmou as passagens da sua viagem BOG–MIA',
    tryAgain: 'Você pode buscar e reservar outro voo quando quiser.',
  },
};
const line = (locale: keyof typeof WORDS): LineDescription => ({
  productType: 'flight',
  title: 'Flight BOG-MIA',
  summary: 'Flight BOG-MIA, 1 traveller',
  dates: { start: '2027-03-10' },
  sections: [],
  references: [],
  orderFailed: WORDS[locale],
});

describe('renderBookingOrderFailed', () => {
  it('tells an English reader their trip was not issued and the card hold goes away', async () => {
    const mail = await renderBookingOrderFailed(booking, line('en'), OPTIONS);
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
    expect(mail.html).toContain('lang="en"');
    expect(mail.html).toContain('alt="Andariego"');
    expect(mail.html).toMatch(/font-size:34px[^>]*>K7M2QX</);
    expect(mail.html).toContain('href="https://viajes.example/en/user/my-journey?reference=K7M2QX"');
    expect(mail.html).toContain('See its status in My Journey');
  });

  it('writes Spanish for a Spanish reader', async () => {
    const mail = await renderBookingOrderFailed({ ...booking, locale: 'es' }, line('es'), OPTIONS);
    expect(mail.subject).toBe('No pudimos emitir tu reserva K7M2QX: no se te cobrará');
    expect(mail.text).toContain(
      'Recibimos tu pago, pero la aerolínea no confirmó los billetes de tu viaje BOG–MIA. Anulamos la autorización de tu tarjeta: no se te cobrará nada.',
    );
    expect(mail.text).toContain('Código de reserva: K7M2QX');
    expect(mail.html).toContain('lang="es"');
  });

  it('writes Brazilian Portuguese for a Brazilian reader', async () => {
    const mail = await renderBookingOrderFailed({ ...booking, locale: 'pt' }, line('pt'), OPTIONS);
    expect(mail.subject).toBe('Não conseguimos emitir sua reserva K7M2QX: você não será cobrado');
    expect(mail.text).toContain(
      'Recebemos seu pagamento, mas a companhia aérea não confirmou as passagens da sua viagem BOG–MIA. Cancelamos a autorização do seu cartão: você não será cobrado.',
    );
    expect(mail.text).toContain('https://viajes.example/pt/user/my-journey?reference=K7M2QX');
    expect(mail.html).toContain('lang="pt-BR"');
    expect(mail.html).toContain('Ver o status em Minha viagem');
  });
});
