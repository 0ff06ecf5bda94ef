import type { SiteLocale } from '@travel/contract/locale';
import { describe, expect, it } from 'vitest';
import { buildTestBooking } from '../test/test-booking.ts';
import { renderBagAdditionConfirmation } from './bag-addition.mail.ts';
import { describeBagAddition } from './bag-addition-description.ts';
import type { BagAdditionSnapshot } from './bag-addition-line.ts';

const money = (amount: number, currency: string) => ({ amount, currency });

const snapshot: BagAdditionSnapshot = {
  original: { bookingId: '00000000-0000-4000-8000-000000000009', referenceId: 'K7M2QX', locale: 'es' },
  sequence: 1,
  items: [{ travelerId: '1', journeyType: 'onward', quantity: 2 }],
  perDirection: { onward: 2, return: 0 },
  unit: { display: money(4_100, 'USD'), usd: money(4_100, 'USD') },
  travellers: [{ id: '1', travelerId: '1', firstName: 'Ana', lastName: 'Ruiz', type: 'adult' }],
  itinerary: buildTestBooking().itinerary,
  firstDepartureDate: '2027-03-10',
};

function render(locale: SiteLocale) {
  const booking = buildTestBooking({
    referenceId: 'B4G5ZZ',
    locale,
    productType: 'bag-addition',
    bagAddition: {
      referenceId: 'B4G5ZZ',
      bookingReferenceId: 'K7M2QX',
      bags: snapshot.items,
      perDirection: snapshot.perDirection,
    },
    amounts: {
      display: {
        offer: money(0, 'USD'),
        bags: money(8_200, 'USD'),
        fees: money(566, 'USD'),
        total: money(8_766, 'USD'),
      },
      usd: {
        offer: money(0, 'USD'),
        bags: money(8_200, 'USD'),
        fees: money(566, 'USD'),
        total: money(8_766, 'USD'),
      },
    },
    totalPaid: money(8_766, 'USD'),
    charged: money(8_766, 'USD'),
  });
  const booked = {
    sessionId: 's',
    locale,
    line: { snapshot, base: { usd: 0, display: 0 }, extras: { usd: 8_200, display: 8_200 } },
    contact: null,
    travellers: [],
  };
  const line = describeBagAddition(booked, { locale, order: { id: 'a', reference: 'B4G5ZZ' } });
  return renderBagAdditionConfirmation(booking, line, { webOrigin: 'https://viajes.example/' });
}

const mailTotalLabel = { es: 'Total pagado', en: 'Total paid', pt: 'Total pago' } as const;

describe('renderBagAdditionConfirmation', () => {
  it.each([
    [
      'es',
      'Equipaje añadido a tu reserva K7M2QX',
      'Ana Ruiz · Ida BOG–MIA: 2 maletas facturadas',
      '87,66 USD',
    ],
    ['en', 'Bags added to your booking K7M2QX', 'Ana Ruiz · Outbound BOG–MIA: 2 checked bags', 'USD 87.66'],
    [
      'pt',
      'Bagagem adicionada à sua reserva K7M2QX',
      'Ana Ruiz · Ida BOG–MIA: 2 malas despachadas',
      'USD 87,66',
    ],
  ] as const)(
    'says in %s which booking got which bags, the purchase code and the USD charge',
    async (locale, subject, item, total) => {
      const mail = await render(locale);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(item);
      expect(mail.text).toContain('B4G5ZZ');
      // Intl writes the amount with a no-break space between currency and number.
      expect(mail.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(`${mailTotalLabel[locale]}: ${total}`);
      // My Journey opens on the booking the bags were added to, in the reader's language.
      const journey = locale === 'es' ? '/user/my-journey' : `/${locale}/user/my-journey`;
      expect(mail.html).toContain(`https://viajes.example${journey}?reference=K7M2QX`);
    },
  );
});
