import { cleanup, render, screen } from '@testing-library/react';
import type { HotelRoomOffer } from '@travel/contract/hotels';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { RoomOfferCard } from './room-offer-card';

afterEach(cleanup);

const usd = (amount: number) => ({ amount, currency: 'USD' });

/** A double room with breakfast for two nights at `total` USD cents, refundable or not. */
function doubleWithBreakfast(id: string, total: number, refundable: boolean): HotelRoomOffer {
  return {
    id,
    room: {
      name: 'Doble superior',
      description: 'Vista a la ciudad',
      beds: '1 cama king',
      maxOccupancy: 2,
      sizeSquareMetres: 28,
    },
    boardType: 'BREAKFAST',
    cancellation: refundable
      ? { freeCancellation: true, deadline: '2027-03-08T18:00:00', description: '' }
      : { freeCancellation: false, deadline: null, description: 'No reembolsable' },
    price: { perNight: usd(total / 2), total: usd(total), taxes: usd(total / 10), totalUsd: usd(total) },
    supplierTotal: { total: (total / 100).toFixed(2), currency: 'USD' },
  };
}

function renderRooms(offers: HotelRoomOffer[], language: 'es' | 'en' | 'pt', path: string) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <>
          {offers.map((offer) => (
            <RoomOfferCard key={offer.id} offer={offer} currencyCode="USD" backUrl={path} />
          ))}
        </>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n(language)}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

describe('RoomOfferCard', () => {
  it('names the Reservar buttons of one room and board apart, by their total price', async () => {
    renderRooms(
      [doubleWithBreakfast('R1', 42_000, true), doubleWithBreakfast('R2', 36_000, false)],
      'es',
      '/hoteles/bogota/HTBOG001',
    );
    const buttons = await screen.findAllByRole('button', {
      name: /^Reservar Doble superior, Desayuno incluido, /,
    });
    expect(buttons).toHaveLength(2);
    const names = buttons.map((button) => button.getAttribute('aria-label') ?? '');
    expect(new Set(names).size).toBe(2);
    expect(names[0]).toMatch(/420,00/);
    expect(names[1]).toMatch(/360,00/);
  });

  it.each([
    ['en', '/en/hotels/bogota/HTBOG001', /^Book Doble superior, Breakfast included, .*420\.00.* in total$/],
    [
      'pt',
      '/pt/hoteis/bogota/HTBOG001',
      /^Reservar Doble superior, Café da manhã incluído, .*420,00.* no total$/,
    ],
  ] as const)('says the room, board and total price in %s', async (language, path, name) => {
    renderRooms([doubleWithBreakfast('R1', 42_000, true)], language, path);
    expect(await screen.findByRole('button', { name })).toBeTruthy();
  });
});
