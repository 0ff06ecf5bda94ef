import { cleanup, render, screen, within } from '@testing-library/react';
import type { PopularHotelCitiesResponse } from '@travel/contract/hotels';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { createHotelSearchForm, readDestinationCode, readHotelSearchForm } from './hotel-search';
import { PopularHotelCities } from './popular-hotel-cities';
import { describePopularHotelCities, type PopularHotelCards } from './popular-hotel-cities.server';

afterEach(cleanup);

const city = (
  cityCode: string,
  cityName: string,
  countryCode: string,
  countryName: string,
  perNight: number,
) => ({
  cityCode,
  cityName,
  countryCode,
  countryName,
  hotels: cityCode === 'CUZ' ? 1 : 42,
  fromPerNight: { amount: perNight, currency: 'MXN' },
  fromTotal: { amount: perNight * 2, currency: 'MXN' },
});

const ANSWER: PopularHotelCitiesResponse = {
  data: {
    stay: { checkInDate: '2026-12-18', checkOutDate: '2026-12-20', nights: 2, adults: 2 },
    cities: [
      city('CTG', 'Cartagena', 'CO', 'Colombia', 1_266_010),
      city('CUZ', 'Cusco', 'PE', 'Perú', 98_000),
    ],
    currency: 'MXN',
    computedAt: '2026-11-29T12:00:00.000Z',
  },
};

const COLOMBIA_MAP = {
  src: '/illustrations/countries/co-map.svg',
  width: 960,
  height: 720,
  renditions: [{ src: '/illustrations/countries/co-map-240.png', width: 240 }],
};
const pictureOf = (code: string) => (code === 'CO' ? COLOMBIA_MAP : null);

function renderCities(popular: PopularHotelCards | null) {
  const Stub = createRoutesStub([
    { path: '/hoteles', Component: () => <PopularHotelCities popular={popular} /> },
  ]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/hoteles']} />
    </I18nextProvider>,
  );
}

describe('describePopularHotelCities', () => {
  it("writes prices as in the visitor's country and links each city to the results of that weekend", () => {
    const cards = describePopularHotelCities(ANSWER, 'es', 'es-MX', pictureOf);
    // Intl puts a no-break space between the code and the amount.
    const spaced = (text = '') => text.replace(/\s/g, ' ');
    expect(cards.cards.map((card) => spaced(card.perNight))).toEqual(['MXN 12,660.10', 'MXN 980.00']);
    expect(spaced(cards.cards[0]?.total)).toBe('MXN 25,320.20');
    expect(cards.cards.map((card) => card.picture)).toEqual([COLOMBIA_MAP, null]);
    expect(cards.checkIn).toMatch(/18/);
    expect(cards.checkOut).toMatch(/20/);

    const [path, query = ''] = cards.cards[0]?.resultsPath.split('?') ?? [];
    expect(path).toBe('/hoteles/result');
    const params = new URLSearchParams(query);
    const form = readHotelSearchForm(params, createHotelSearchForm('2026-11-29'));
    expect(readDestinationCode(form.destination)).toBe('CTG');
    expect(form).toMatchObject({
      startDate: '2026-12-18',
      endDate: '2026-12-20',
      rooms: [{ adults: 2, childAges: [] }],
      currencyCode: 'MXN',
    });
  });

  it('builds English and Portuguese links under their own paths', () => {
    expect(describePopularHotelCities(ANSWER, 'pt', 'pt-BR', pictureOf).cards[0]?.resultsPath).toMatch(
      /^\/pt\/hoteles\/result\?/,
    );
  });
});

describe('PopularHotelCities', () => {
  it('names each city, its country, the price per night and the hotels, and says which weekend', () => {
    renderCities(describePopularHotelCities(ANSWER, 'es', 'es-CO', pictureOf));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Hoteles en destinos populares');
    expect(screen.getByText(/fin de semana del .*18.* al .*20.*: 2 noches, 2 adultos/)).toBeTruthy();
    const cartagena = screen.getByRole('link', {
      name: /Hoteles en Cartagena desde MXN\s12\.660,10 por noche/,
    });
    const card = cartagena.closest('li') as HTMLElement;
    expect(within(card).getByText('Colombia')).toBeTruthy();
    expect(within(card).getByText(/42 hoteles con habitaciones/)).toBeTruthy();
    expect(within(card).getByText(/MXN\s25\.320,20 por 2 noches/)).toBeTruthy();
    const cusco = screen.getByRole('link', { name: /Cusco/ }).closest('li') as HTMLElement;
    expect(within(cusco).getByText(/1 hotel con habitaciones/)).toBeTruthy();
    expect(within(cusco).getByText('CUZ')).toBeTruthy();
  });

  it('leaves the section out when the prices could not be had in time', () => {
    renderCities(null);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
