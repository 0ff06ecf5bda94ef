import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { TourDepartures, TourItinerary } from './tour-details';

vi.mock('../../lib/use-locale', () => ({ useLocale: () => 'es' }));
vi.mock('../../lib/use-api-client', () => ({ useApiClient: () => ({ get: async () => ({ data: null }) }) }));

afterEach(cleanup);

const inSpanish = (node: React.ReactNode) =>
  render(<I18nextProvider i18n={getI18n('es')}>{node}</I18nextProvider>);

describe('TourDepartures', () => {
  it('lists each departure with its "from" price per person in a table', () => {
    inSpanish(
      <TourDepartures
        departures={[
          { date: '2027-01-16', price: 1190 },
          { date: '2027-04-17', price: 1260 },
        ]}
      />,
    );
    const rows = within(
      screen.getByRole('table', { name: 'Fechas de salida y precio por persona' }),
    ).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      expect.stringMatching(/16 ene 2027desde 1190,00 USD/),
      expect.stringMatching(/17 abr 2027desde 1260,00 USD/),
    ]);
  });

  it('says so when no departure is left, instead of an empty table', () => {
    inSpanish(<TourDepartures departures={[]} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/No quedan salidas programadas/)).toBeTruthy();
  });
});

describe('TourItinerary', () => {
  it('gives each day a heading of its own, in order', () => {
    inSpanish(
      <TourItinerary
        days={[
          { day: 1, title: 'Llegada a Cusco', text: 'Traslado al hotel.' },
          { day: 2, title: 'Valle Sagrado', text: 'Pisac y Ollantaytambo.' },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Día 1: Llegada a Cusco',
      'Día 2: Valle Sagrado',
    ]);
  });
});
