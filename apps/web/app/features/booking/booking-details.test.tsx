import { cleanup, render, screen, within } from '@testing-library/react';
import type { Booking } from '@travel/contract/bookings';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { BookingDetails } from './booking-details';

afterEach(cleanup);

const segment = (id: string, carrierCode: string, carrierName?: string) => ({
  id,
  from: 'BOG',
  to: 'PTY',
  departureAt: '2026-12-02T10:15:00',
  arrivalAt: '2026-12-02T12:05:00',
  carrierCode,
  ...(carrierName ? { carrierName } : {}),
  number: `20${id}`,
});

const BOOKING = {
  referenceId: 'K7QX2M',
  status: 'ordered',
  productType: 'flight',
  passenger: [{ id: '1', travelerId: '1', firstName: 'Ana', lastName: 'Ruiz', type: 'adult' }],
  itinerary: [{ journeyType: 'onward', segments: [segment('1', 'CM', 'Copa Airlines'), segment('2', 'XZ')] }],
  additionalServices: { baggages: [] },
  billingInformation: {
    cardHolderName: 'Ana Ruiz',
    addressLine1: 'Calle 1',
    city: 'Bogotá',
    country: { name: 'Colombia' },
  },
  amounts: {
    display: {
      offer: { amount: 9_200, currency: 'USD' },
      bags: { amount: 0, currency: 'USD' },
      fees: { amount: 800, currency: 'USD' },
      total: { amount: 10_000, currency: 'USD' },
    },
  },
  totalPaid: { amount: 10_000, currency: 'USD' },
  charged: { amount: 10_000, currency: 'USD' },
  flightOrder: null,
} as unknown as Booking;

function renderDetails(booking: Booking) {
  const Stub = createRoutesStub([
    { path: '/booking/confirm', Component: () => <BookingDetails booking={booking} /> },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/booking/confirm']} />
    </I18nextProvider>,
  );
}

describe('BookingDetails', () => {
  it("shows each flight's airline as a decorative mark beside its name, the code when no name is known", async () => {
    renderDetails(BOOKING);
    const itinerary = await screen.findByRole('region', { name: 'Itinerario' });
    const flights = within(itinerary).getAllByRole('listitem');
    expect(flights).toHaveLength(2);
    const [named, unnamed] = flights;
    expect(within(named as HTMLElement).getByText('Copa Airlines')).toBeTruthy();
    expect(named?.textContent).toContain('CM 201 · BOG → PTY');
    // No name in the dictionaries: the code is written as the name.
    expect(within(unnamed as HTMLElement).getByText('XZ', { selector: 'span' })).toBeTruthy();
    for (const flight of flights) {
      expect(flight.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('shows what the total was made of, with the bags only when some were bought', async () => {
    renderDetails(BOOKING);
    const total = await screen.findByRole('region', { name: 'Total pagado' });
    const lines = within(total).getByTestId('booking-breakdown');
    const terms = [...lines.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Vuelos', 'Cargo por servicio de Andariego', 'Total']);
    expect(within(total).getByTestId('booking-total').textContent).toMatch(/100[.,]00/);
    cleanup();

    const withBags = structuredClone(BOOKING) as Booking;
    withBags.amounts.display.bags = { amount: 4_500, currency: 'USD' };
    renderDetails(withBags);
    const again = await screen.findByRole('region', { name: 'Total pagado' });
    expect(within(again).getByText('Equipaje adicional')).toBeTruthy();
    expect(within(again).getByText(/45[.,]00/)).toBeTruthy();
  });
});
