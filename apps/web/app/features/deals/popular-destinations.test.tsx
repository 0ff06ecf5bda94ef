import { cleanup, render, screen, within } from '@testing-library/react';
import type { FlightDeal } from '@travel/contract/deals';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import {
  type DestinationCards,
  describeHomeDestinations,
  type HomeDestinations,
} from './home-destinations.server';
import { PopularDestinations } from './popular-destinations';

afterEach(cleanup);

function place(iataCode: string, cityName: string, countryCode: string, countryName: string) {
  return { iataCode, airportName: cityName, cityName, countryCode, countryName, slug: null, countrySlug: '' };
}

const BOGOTA = place('BOG', 'Bogotá', 'CO', 'Colombia');

function deal(destination: ReturnType<typeof place>, amount: string): FlightDeal {
  return {
    origin: BOGOTA,
    destination,
    departureDate: '2026-12-10',
    returnDate: '2026-12-17',
    price: { amount, currency: 'USD', usd: { amount: Number(amount), currency: 'USD' } },
    carrier: null,
    computedAt: '2026-11-24T06:00:00.000Z',
  };
}

const DESTINATIONS: HomeDestinations = {
  origin: BOGOTA,
  deals: [
    deal(place('CUN', 'Cancún', 'MX', 'México'), '412.30'),
    deal(place('MIA', 'Miami', 'US', 'Estados Unidos'), '520.00'),
  ],
  computedAt: '2026-11-24T06:00:00.000Z',
};

const MEXICO_MAP = {
  src: '/illustrations/countries/mx-map.svg',
  width: 960,
  height: 720,
  renditions: [
    { src: '/illustrations/countries/mx-map-240.png', width: 240 },
    { src: '/illustrations/countries/mx-map-480.png', width: 480 },
  ],
};

const pictureOf = (code: string) => (code === 'MX' ? MEXICO_MAP : null);

function renderList(destinations: DestinationCards | null, locale: 'es' | 'pt' = 'es') {
  const path = locale === 'es' ? '/' : `/${locale}`;
  const Stub = createRoutesStub([
    { path, Component: () => <PopularDestinations destinations={destinations} /> },
  ]);
  render(
    <I18nextProvider i18n={getI18n(locale)}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

describe('PopularDestinations', () => {
  it('names the origin and links each destination to the results of its round trip at its price', () => {
    renderList(describeHomeDestinations(DESTINATIONS, 'es', 'es', pictureOf));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Destinos populares desde Bogotá');
    const cancun = screen.getByRole('link', { name: /Vuelos de Bogotá a Cancún/ });
    expect(cancun.getAttribute('aria-label')).toMatch(/412/);
    expect(cancun.getAttribute('href')).toMatch(/BOG.*CUN.*results/i);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it("draws a destination with its country's shape as a raster sized for the card, and one without an illustration with its code", () => {
    renderList(describeHomeDestinations(DESTINATIONS, 'es', 'es', pictureOf));
    const pictures = document.body.querySelectorAll('img');
    expect(pictures).toHaveLength(1);
    expect(pictures[0]?.getAttribute('src')).toBe('/illustrations/countries/mx-map-240.png');
    expect(pictures[0]?.getAttribute('srcset')).toBe(
      '/illustrations/countries/mx-map-240.png 240w, /illustrations/countries/mx-map-480.png 480w',
    );
    expect(pictures[0]?.getAttribute('sizes')).toBe('(min-width: 640px) 50vw, 7rem');
    expect(pictures[0]?.getAttribute('loading')).toBe('lazy');
    const miami = screen.getByRole('link', { name: /a Miami/ }).closest('li');
    expect(within(miami as HTMLElement).getByText('MIA')).toBeTruthy();
  });

  it('keeps a link to every deal when the deals could not be had in time', () => {
    renderList(null, 'pt');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Destinos populares');
    expect(screen.getByRole('link', { name: 'Ver todas as ofertas' }).getAttribute('href')).toBe(
      '/pt/ofertas-de-vuelo',
    );
  });
});

describe('describeHomeDestinations', () => {
  it("writes each price as in the visitor's country and dates the prices, in the page's language", () => {
    const cards = describeHomeDestinations(DESTINATIONS, 'pt', 'pt-BR', pictureOf);
    // Intl puts a no-break space between the symbol and the amount.
    expect(cards.cards.map((card) => card.price.replace(/\s/g, ' '))).toEqual(['US$ 412,30', 'US$ 520,00']);
    expect(cards.cards[0]?.resultsPath).toMatch(/^\/pt\/.*BOG.*CUN.*results.*sort=price-asc/i);
    expect(cards.cards.map((card) => card.picture)).toEqual([MEXICO_MAP, null]);
    expect(cards.pricedOn).toMatch(/24/);
    expect(cards.pricedOn).toMatch(/nov/i);
  });

  it('leaves the note out when no deal says when it was priced', () => {
    expect(
      describeHomeDestinations({ ...DESTINATIONS, computedAt: null }, 'es', 'es', pictureOf).pricedOn,
    ).toBeNull();
  });
});
