import { cleanup, render, screen, within } from '@testing-library/react';
import type { Booking } from '@travel/contract/bookings';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { ConfirmationNextSteps, ConfirmationSuccess } from './confirmation-next-steps';

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

/** Shown well before any of these flights' check-in opens, unless a test sets the clock. */
const BOOKED_AT = new Date('2026-11-22T12:00:00Z');

function renderSteps(booking: Booking, locale: 'es' | 'en' | 'pt' = 'es', now = BOOKED_AT) {
  const path = locale === 'es' ? '/booking/confirm' : `/${locale}/booking/confirm`;
  const Stub = createRoutesStub([
    { path, Component: () => <ConfirmationNextSteps booking={booking} now={now} /> },
  ]);
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

  it('counts 24 real hours back from a departure on a clock-change day, on the airport clocks', () => {
    // MIA 06:35 on 14 Mar 2027 is EDT (10:35Z); 24 hours earlier Miami still read EST: 05:35 on the 13th.
    const miami = {
      ...FLIGHT,
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
    } as unknown as Booking;
    renderSteps(miami, 'en');
    expect(screen.getByTestId('check-in-info').textContent).toMatch(
      /on Sat, Mar 13, 2027 at 05:35 \(MIA local time\)/,
    );
  });

  it('says check-in is open now once its opening has passed, and when it opens for the other direction', () => {
    const zoned = {
      ...FLIGHT,
      itinerary: FLIGHT.itinerary.map((journey) => ({
        ...journey,
        segments: journey.segments.map((segment) => ({
          ...segment,
          departureTimeZone: segment.from === 'MIA' ? 'America/New_York' : 'America/Bogota',
        })),
      })),
    } as unknown as Booking;
    // 1 Dec at 15:00 in Bogotá: the outbound (BOG 10:15 on 2 Dec) opened at 10:15 this morning.
    renderSteps(zoned, 'es', new Date('2026-12-01T20:00:00Z'));
    const lines = screen.getAllByTestId('check-in-info').map((line) => line.textContent);
    expect(lines[0]).toBe(
      'El check-in en línea de tu vuelo de ida ya está abierto: puedes hacerlo ahora (sale de BOG).',
    );
    expect(lines[1]).toMatch(/vuelo de regreso .* a las 08:40 \(hora local de MIA\)/);
    cleanup();
    renderSteps(zoned, 'en', new Date('2026-12-01T20:00:00Z'));
    expect(screen.getAllByTestId('check-in-info')[0]?.textContent).toMatch(/is open now/);
    cleanup();
    renderSteps(zoned, 'pt', new Date('2026-12-01T20:00:00Z'));
    expect(screen.getAllByTestId('check-in-info')[0]?.textContent).toMatch(/já está aberto/);
  });

  it('posts the owner (reference and e-mail) and the page language to the calendar and receipt downloads, and links My Journey', () => {
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
        locale: 'es',
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

function Success() {
  return (
    <ConfirmationSuccess
      title="Reserva confirmada"
      note="Enviamos la confirmación a ana@example.com."
      reference={{ label: 'Código de reserva', value: 'K7QX2M' }}
    />
  );
}

describe('ConfirmationSuccess', () => {
  it('takes focus on its heading as the page opens, so screen readers say the booking is confirmed', () => {
    render(
      <>
        <a href="/">Inicio</a>
        <Success />
      </>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Reserva confirmada' });
    expect(document.activeElement).toBe(heading);
    // Focusable by script only: no extra stop for the Tab key.
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('has the browser focus the heading on a page without script too', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Success />);
    expect(container.querySelector('h1')?.hasAttribute('autofocus')).toBe(true);
  });
});
