import { cleanup, render, screen, within } from '@testing-library/react';
import type { Booking } from '@travel/contract/bookings';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { ConfirmationNextSteps } from './confirmation-next-steps';

afterEach(cleanup);

const FLIGHT = {
  referenceId: 'K7QX2M',
  contact: { email: 'ana@example.com', phone: '+57 301 234 5678' },
  productType: 'flight',
  itinerary: [
    {
      journeyType: 'onward',
      segments: [
        {
          id: '1',
          from: 'BOG',
          to: 'PTY',
          departureAt: '2026-12-02T10:15:00',
          arrivalAt: '2026-12-02T12:05:00',
          carrierCode: 'CM',
          number: '201',
        },
        {
          id: '2',
          from: 'PTY',
          to: 'MIA',
          departureAt: '2026-12-02T14:00:00',
          arrivalAt: '2026-12-02T17:30:00',
          carrierCode: 'CM',
          number: '400',
        },
      ],
    },
    {
      journeyType: 'return',
      segments: [
        {
          id: '3',
          from: 'MIA',
          to: 'BOG',
          departureAt: '2026-12-09T08:40:00',
          arrivalAt: '2026-12-09T12:00:00',
          carrierCode: 'AV',
          number: '37',
        },
      ],
    },
  ],
} as unknown as Booking;

function renderSteps(booking: Booking, locale: 'es' | 'en' | 'pt' = 'es') {
  const path = locale === 'es' ? '/booking/confirm' : `/${locale}/booking/confirm`;
  const Stub = createRoutesStub([{ path, Component: () => <ConfirmationNextSteps booking={booking} /> }]);
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

describe('ConfirmationNextSteps', () => {
  it('says when check-in opens for each direction, 24 hours before its first flight', () => {
    renderSteps(FLIGHT);
    const lines = screen.getAllByTestId('check-in-info').map((line) => line.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /vuelo de ida abre 24 horas antes: el .*1 dic.* a las 10:15 \(hora local de BOG\)/,
    );
    expect(lines[1]).toMatch(/vuelo de regreso .* a las 08:40 \(hora local de MIA\)/);
  });

  it('posts the owner (reference and e-mail) to the calendar and receipt downloads, and links My Journey', () => {
    renderSteps(FLIGHT);
    const calendar = screen.getByRole('button', { name: 'Agregar al calendario (.ics)' }).closest('form');
    expect(calendar?.getAttribute('action')).toBe('/booking/documents/calendar');
    expect(calendar?.getAttribute('method')).toBe('post');
    const receipt = screen.getByRole('button', { name: 'Descargar el recibo (PDF)' }).closest('form');
    expect(receipt?.getAttribute('action')).toBe('/booking/documents/receipt');
    for (const form of [calendar, receipt]) {
      expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toEqual({
        referenceId: 'K7QX2M',
        email: 'ana@example.com',
      });
    }
    const section = screen.getByRole('region', { name: 'Próximos pasos' });
    expect(within(section).getByRole('link', { name: 'Mi viaje' }).getAttribute('href')).toBe(
      '/user/my-journey?reference=K7QX2M',
    );
  });

  it('gives a hotel stay its check-in time, in Portuguese too', () => {
    const hotel = {
      ...FLIGHT,
      productType: 'hotel',
      itinerary: [],
      hotel: { stay: { checkInDate: '2026-12-02' }, policies: { checkIn: '15:00' } },
    } as unknown as Booking;
    renderSteps(hotel, 'pt');
    expect(screen.getByTestId('check-in-info').textContent).toMatch(/a partir das 15:00 de .*2 de dez/);
    expect(screen.getByRole('button', { name: 'Adicionar à agenda (.ics)' })).toBeTruthy();
  });
});
