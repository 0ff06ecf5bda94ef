import { cleanup, render, screen } from '@testing-library/react';
import { EMPTY_OFFER_FILTERS } from '@travel/domain/offers';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { DayStrip } from './day-strip';
import { ResultTabs } from './result-tabs';

afterEach(cleanup);

const SEARCH = '/bog-mia/results?tripType=1&dep=2027-03-10&adults=1&currency=USD';

function renderAt(url: string, element: () => ReactElement) {
  const Stub = createRoutesStub([{ path: '/bog-mia/results', Component: element }]);
  render(
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={[url]} />
    </I18nextProvider>,
  );
}

describe('ResultTabs', () => {
  it('marks the current order and links each tab to its own, keeping the filters, with its lead price', async () => {
    const lead = { price: { amount: '455.66', currency: 'USD' }, durationMinutes: 245 };
    renderAt(`${SEARCH}&stops=0&page=2`, () => (
      <ResultTabs
        view={{
          filters: { ...EMPTY_OFFER_FILTERS, stops: ['nonstop'] },
          sort: { key: 'best', direction: 'asc' },
          page: 2,
        }}
        leads={{ best: lead, cheapest: lead, fastest: null }}
      />
    ));
    const best = await screen.findByRole('link', { name: /^Mejor opción/ });
    expect(best.getAttribute('aria-current')).toBe('page');
    expect(best.textContent).toContain('4 h 5 min');
    const fastest = screen.getByRole('link', { name: /^Más rápido/ });
    expect(fastest.getAttribute('aria-current')).toBeNull();
    expect(fastest.getAttribute('href')).toContain('stops=0');
    expect(fastest.getAttribute('href')).toContain('sort=duration-asc');
    expect(fastest.getAttribute('href')).not.toContain('page=');
  });
});

describe('DayStrip', () => {
  it('links the days that can be searched and marks the searched one', async () => {
    renderAt(SEARCH, () => (
      <DayStrip
        days={[
          { date: '2027-03-09', href: null, price: null, current: false },
          { date: '2027-03-10', href: SEARCH, price: { amount: '300.00', currency: 'USD' }, current: true },
          {
            date: '2027-03-11',
            href: SEARCH.replace('03-10', '03-11'),
            price: { amount: '280.00', currency: 'USD' },
            current: false,
          },
        ]}
      />
    ));
    const strip = await screen.findByRole('navigation', { name: 'Precios 3 días antes y después' });
    const links = strip.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toContain('dep=2027-03-11');
    expect(links[0]?.getAttribute('aria-label')).toMatch(/^jueves, 11 de marzo: desde /);
    expect(strip.querySelector('[aria-current="date"]')?.getAttribute('aria-label')).toMatch(
      /miércoles, 10 de marzo/,
    );
  });
});
