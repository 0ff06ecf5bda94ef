import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfferFacets, OfferFilters } from '@travel/domain/offers';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n';
import { FiltersDrawer } from './filters-drawer';
import { ResultsFilters } from './results-filters';
import { readFiltersFormQuery, readResultsView, writeResultsView } from './results-query';

const SEARCH = 'tripType=1&dep=2027-03-10&adults=1&cabin=ECONOMY&currency=USD';

const FACETS: OfferFacets = {
  stops: [
    { value: 'nonstop', count: 3 },
    { value: 'one-stop', count: 2 },
    { value: 'two-plus', count: 0 },
  ],
  duration: [
    { min: 0, max: 180, count: 2 },
    { min: 180, max: 360, count: 3 },
  ],
  price: [],
  departureTime: [
    { value: 'morning', count: 4 },
    { value: 'evening', count: 1 },
  ],
  arrivalTime: [{ value: 'afternoon', count: 5 }],
  airline: [
    { value: 'AV', count: 3 },
    { value: 'LA', count: 2 },
  ],
  refundable: 2,
  noPenalty: 1,
};

/** The filters as the results page wires them: the view read from the URL, changes written back to it. */
function filtersAt(
  query: string,
  {
    onChange = () => {},
    insideNoscript = false,
  }: { onChange?: (f: OfferFilters) => void; insideNoscript?: boolean } = {},
) {
  function Filters() {
    const [params] = useSearchParams();
    const view = readResultsView(params);
    return (
      <ResultsFilters
        idPrefix="sidebar"
        facets={FACETS}
        filters={view.filters}
        carriers={{ AV: 'Avianca', LA: 'LATAM' }}
        priceBounds={{ min: 84_764, max: 215_000 }}
        currency="USD"
        onChange={onChange}
        queryFor={(filters) => writeResultsView(params, { ...view, page: 1, filters })}
        insideNoscript={insideNoscript}
      />
    );
  }
  const Stub = createRoutesStub([{ path: '/bog-mia/results', Component: Filters }]);
  return (
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={[`/bog-mia/results?${query}`]} />
    </I18nextProvider>
  );
}

/**
 * The server's HTML as a browser without script reads it: what is in `<noscript>` is part of the page.
 * Its styles are taken out (jsdom would keep applying them to the tests that follow), and `hidden`
 * tells whether they hide an element.
 */
function parseWithoutScript(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const hiding = [...parsed.querySelectorAll('noscript style')].flatMap((style) => {
    style.remove();
    return [...(style.textContent ?? '').matchAll(/([^{}]+)\{display:none\}/g)].map(([, list = '']) => list);
  });
  const root = parsed.body.firstElementChild;
  if (!root) throw new Error('nothing rendered');
  document.body.append(document.adoptNode(root));
  const hidden = (element: Element) => hiding.some((list) => element.matches(list));
  return { root: root as HTMLElement, view: within(root as HTMLElement), hidden };
}

function formOf(element: HTMLElement): HTMLFormElement {
  const form = element.closest('form') ?? element.querySelector('form');
  if (!form) throw new Error('no form');
  return form;
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('ResultsFilters without script', () => {
  it('is a GET form that sends the search, the sort, the chosen outbound and each ticked box, from page 1', async () => {
    const { view } = parseWithoutScript(
      renderToString(
        filtersAt(`${SEARCH}&stops=1&sort=price-desc&page=3&out=AV0019-20270310T0745&depTime=morning`),
      ),
    );
    const form = formOf(view.getByRole('checkbox', { name: /^Directo/ }));
    expect(form.getAttribute('method')).toBe('get');
    // A GET form's own query takes the place of the action's.
    expect(new URL(form.getAttribute('action') ?? '', 'http://site.test').pathname).toBe('/bog-mia/results');

    await userEvent.click(view.getByRole('checkbox', { name: /^Directo/ }));
    await userEvent.click(view.getByRole('checkbox', { name: /^Avianca/ }));
    await userEvent.click(view.getByRole('checkbox', { name: /^Solo tarifas reembolsables/ }));
    await userEvent.type(view.getByRole('spinbutton', { name: 'Desde (USD)' }), '900');
    await userEvent.type(view.getByRole('spinbutton', { name: 'Hasta (USD)' }), '1500');
    expect(view.getByRole('button', { name: 'Aplicar filtros' }).getAttribute('type')).toBe('submit');

    const sent = new URLSearchParams(
      [...new FormData(form)].map(([key, value]) => [key, String(value)] as [string, string]),
    );
    expect(sent.getAll('stops')).toEqual(['0', '1']);
    expect(sent.has('page')).toBe(false);
    // What the loader makes of it: the address the page with script would have written.
    const query = readFiltersFormQuery(sent, 'USD');
    expect(query?.toString()).toBe(
      `${SEARCH}&sort=price-desc&out=AV0019-20270310T0745&stops=0%2C1&airline=AV&depTime=morning&onlyRefundable=1&price=90000-150001`,
    );
  });

  it('names every box as the results loader reads it', () => {
    const { root } = parseWithoutScript(renderToString(filtersAt(SEARCH)));
    const boxes = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map(
      (box) => `${box.name}=${box.value}`,
    );
    expect(boxes).toEqual([
      'stops=0',
      'stops=1',
      'stops=2',
      'airline=AV',
      'airline=LA',
      'duration=0-180',
      'duration=180-360',
      'depTime=morning',
      'depTime=evening',
      'arrTime=afternoon',
      'onlyRefundable=1',
      'onlyNoPenalty=1',
    ]);
  });

  it('shows the price in use in whole dollars, and the span of the prices', () => {
    const { view } = parseWithoutScript(renderToString(filtersAt(`${SEARCH}&price=90000-150001`)));
    expect(view.getByRole('spinbutton', { name: 'Desde (USD)' })).toHaveProperty('value', '900');
    expect(view.getByRole('spinbutton', { name: 'Hasta (USD)' })).toHaveProperty('value', '1500');
    expect(view.getByText(/^Precios de .*847,64.* a .*2\.?150,00/)).toBeTruthy();
  });

  it('links each reset to the same results without that facet, and hides the buttons that need script', () => {
    const { view, hidden } = parseWithoutScript(
      renderToString(filtersAt(`${SEARCH}&stops=0&airline=AV&sort=price-asc&page=2`)),
    );
    const stops = view.getByRole('link', { name: 'Restablecer Escalas' }).getAttribute('href') ?? '';
    expect(stops).toBe(`/bog-mia/results?${SEARCH}&airline=AV&sort=price-asc`);
    const all = view.getByRole('link', { name: 'Restablecer todos los filtros' }).getAttribute('href');
    expect(all).toBe(`/bog-mia/results?${SEARCH}&sort=price-asc`);
    // The buttons are in the server's page too: the page's style hides them without script.
    expect(hidden(view.getByRole('button', { name: 'Restablecer Escalas' }))).toBe(true);
    expect(hidden(view.getByRole('button', { name: 'Restablecer todos los filtros' }))).toBe(true);
    expect(hidden(view.getByRole('link', { name: 'Restablecer Escalas' }))).toBe(false);
    expect(hidden(view.getByRole('button', { name: 'Aplicar filtros' }))).toBe(false);
    expect(hidden(view.getByRole('checkbox', { name: /^Directo/ }))).toBe(false);
  });

  it('holds no <noscript> of its own, nor controls that need script, in the copy that is inside one', () => {
    const html = renderToString(filtersAt(`${SEARCH}&stops=0&price=90000-150001`, { insideNoscript: true }));
    expect(html).not.toContain('<noscript');
    const { view } = parseWithoutScript(html);
    expect(view.queryAllByRole('button', { name: /^Restablecer/ })).toEqual([]);
    expect(view.queryByRole('slider')).toBeNull();
    expect(view.getByRole('link', { name: 'Restablecer Precio' })).toBeTruthy();
    expect(view.getByRole('spinbutton', { name: 'Desde (USD)' })).toHaveProperty('value', '900');
    expect(view.getByRole('button', { name: 'Aplicar filtros' })).toBeTruthy();
  });
});

describe('ResultsFilters with script', () => {
  it('applies a box at once, with no button to apply nor fields standing in for the slider', async () => {
    const onChange = vi.fn();
    render(filtersAt(SEARCH, { onChange }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Directo/ }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ stops: ['nonstop'] }));
    expect(screen.queryByRole('button', { name: 'Aplicar filtros' })).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(document.querySelector('input[type="hidden"]')).toBeNull();
  });
});

describe('FiltersDrawer', () => {
  function drawerPage() {
    const Stub = createRoutesStub([
      {
        path: '/bog-mia/results',
        Component: () => (
          <FiltersDrawer activeCount={1} matching={4} withoutScript={<p>Los filtros</p>}>
            <p>Los filtros en el cajón</p>
          </FiltersDrawer>
        ),
      },
    ]);
    return (
      <I18nextProvider i18n={getI18n('es')}>
        <Stub initialEntries={[`/bog-mia/results?${SEARCH}`]} />
      </I18nextProvider>
    );
  }

  it('puts the filters in the page under a disclosure without script, in place of the button', () => {
    const { root, view, hidden } = parseWithoutScript(renderToString(drawerPage()));
    const details = root.querySelector('details');
    const summary = details?.querySelector('summary');
    expect(summary?.textContent).toBe('Filtros (1)');
    expect(within(details as HTMLElement).getByText('Los filtros')).toBeTruthy();
    // The drawer's button needs script: hidden, the disclosure stands in for it at every width.
    expect(hidden(view.getByRole('button', { name: 'Filtros (1)' }))).toBe(true);
    expect(summary && hidden(summary)).toBe(false);
    expect(details && hidden(details)).toBe(false);
  });

  it('is the button alone with script', async () => {
    render(drawerPage());
    expect(await screen.findByRole('button', { name: 'Filtros (1)' })).toBeTruthy();
    expect(document.querySelector('details')).toBeNull();
    expect(screen.queryByText('Los filtros')).toBeNull();
  });
});
