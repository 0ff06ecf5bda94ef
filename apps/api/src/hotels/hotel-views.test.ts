import { describe, expect, it } from 'vitest';
import { toCancellation } from './hotel-views.ts';
import type { HotelOffer } from './supplier/hotel-supplier.port.ts';

/** An offer cancellable for free until 18:05 hotel time on 8 Mar 2027 (no offset: the hotel's clock). */
const offer = {
  id: 'OFFER1',
  rateCode: 'RAC',
  room: {},
  price: { currency: 'USD', total: '200.00' },
  policies: { cancellations: [{ deadline: '2027-03-08T18:05:00' }] },
} as unknown as HotelOffer;

const cancellation = (lang: 'es' | 'en' | 'pt') =>
  toCancellation(
    offer,
    lang,
    () => ({ amount: 0, currency: 'USD' }),
    () => '',
  );

describe('toCancellation', () => {
  it("writes the free-cancellation deadline on the 24-hour clock in every language, as the booking's e-mail and receipt show it", () => {
    expect(cancellation('es').description).toBe(
      'Cancelación gratis hasta el 8 de marzo de 2027 a las 18:05 (hora del hotel).',
    );
    expect(cancellation('en').description).toBe(
      'Free cancellation until March 8, 2027 at 18:05 (hotel time).',
    );
    expect(cancellation('pt').description).toBe(
      'Cancelamento grátis até 8 de março de 2027 às 18:05 (horário do hotel).',
    );
  });
});
