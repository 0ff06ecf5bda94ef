import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSearchForm } from '@travel/domain/search';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatIsoDate } from '../../lib/format-date';
import { getI18n } from '../../lib/i18n';
import { getLocalToday } from '../../lib/local-today';
import { UNKNOWN_VISITOR_LOCATION, useVisitorStore } from '../../lib/visitor.store';
import { SearchForm } from './search-form';
import { useSearchFormStore } from './search-form.store';
import { loadSearchWidgets } from './widget-intent';

const defaults = createSearchForm(getLocalToday(), 'COP');

function ResultsProbe() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function formPage() {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <SearchForm defaults={defaults} /> },
    { path: '/:url/results', Component: ResultsProbe },
  ]);
  return (
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>
  );
}

function renderForm() {
  render(formPage());
}

/** The server's HTML in the page, as the visitor sees it before React hydrates it. */
function renderServerHtml(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(formPage());
  document.body.append(container);
  return container;
}

function hydrate(container: HTMLElement) {
  render(formPage(), { container, hydrate: true });
}

const BOGOTA = { code: 'BOG', label: 'Bogotá (BOG)', description: 'El Dorado, Colombia' };

function saveForm(origin: typeof BOGOTA, destination: typeof BOGOTA) {
  const form = {
    ...defaults,
    origin: { airportCode: origin.code },
    destination: { airportCode: destination.code },
  };
  const state = { form, origin, destination, lastReturnDate: '', currencyChosen: false };
  localStorage.setItem('search-form', JSON.stringify({ state, version: 1 }));
}

/** The API answers the nearby airports with Bogotá and finds no airport for any term. */
function answerNearbyWithBogota() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const nearby = String(input).includes('/airports/nearby');
    const bogota = {
      cityCode: 'BOG',
      cityName: 'Bogotá',
      countryCode: 'CO',
      countryName: 'Colombia',
      airports: [{ iataCode: 'BOG', name: 'El Dorado' }],
    };
    return new Response(JSON.stringify({ data: nearby ? [bogota] : [] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  localStorage.clear();
  useSearchFormStore.setState({ initialized: false, origin: null, destination: null });
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  useVisitorStore.setState({ location: null });
});

describe('SearchForm', () => {
  it('has every control with its visible Spanish label', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: 'Ida y vuelta' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Solo ida' })).toBeTruthy();
    expect(screen.getByLabelText('Origen', { exact: true })).toBeTruthy();
    expect(screen.getByLabelText('Destino', { exact: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Fecha de ida/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Fecha de regreso/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Tarifa reembolsable' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sin restricciones' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Sin penalidad' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buscar vuelos' })).toBeTruthy();
  });

  it('drops the return date for one-way trips', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('radio', { name: 'Solo ida' }));
    expect(screen.queryByRole('button', { name: /^Fecha de regreso/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Ida y vuelta' }));
    expect(screen.getByRole('button', { name: /^Fecha de regreso/ }).textContent).not.toBe('Elegir fecha');
  });

  it('says what is missing instead of searching', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Elige el aeropuerto de origen.');
    expect(alert.textContent).toContain('Elige el aeropuerto de destino.');
  });

  it('goes to the readable results URL', async () => {
    renderForm();
    useSearchFormStore.getState().setOrigin({ code: 'BOG', label: 'Bogotá (BOG)', description: '' });
    useSearchFormStore.getState().setDestination({ code: 'MIA', label: 'Miami (MIA)', description: '' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tarifa reembolsable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    const url = await screen.findByText(/^\/bog-mia\/results\?/);
    expect(url.textContent).toContain(`dep=${defaults.departureDate}&ret=${defaults.returnDate}`);
    expect(url.textContent).toContain('currency=COP&refundable=1');
  });
});

describe('SearchForm before and during hydration', () => {
  it('renders the default dates on the server already, so hydration moves nothing', () => {
    renderServerHtml();
    expect(screen.getByRole('button', { name: /^Fecha de ida/ }).textContent).toBe(
      formatIsoDate(defaults.departureDate, 'es-419'),
    );
    expect(screen.getByRole('button', { name: /^Fecha de regreso/ }).textContent).toBe(
      formatIsoDate(defaults.returnDate, 'es-419'),
    );
  });

  it('keeps the letters typed before hydration and carries them, focused, into the combobox', async () => {
    const container = renderServerHtml();
    await userEvent.type(screen.getByLabelText('Origen', { exact: true }), 'Sant');

    hydrate(container);

    const origin = await screen.findByRole('combobox', { name: 'Origen' });
    expect(origin).toHaveProperty('value', 'Sant');
    expect(document.activeElement).toBe(origin);
    await userEvent.keyboard('iago');
    expect(origin).toHaveProperty('value', 'Santiago');
  });

  it('leaves focus where the visitor moved it while the widgets were on their way', async () => {
    const container = renderServerHtml();
    await userEvent.type(screen.getByLabelText('Origen', { exact: true }), 'Sant');

    hydrate(container);
    // Hydration asked for the widgets (Origen had focus); before they arrive the visitor moves on.
    const refundable = screen.getByRole('checkbox', { name: 'Tarifa reembolsable' });
    refundable.focus();

    const origin = await screen.findByRole('combobox', { name: 'Origen' });
    expect(origin).toHaveProperty('value', 'Sant');
    expect(document.activeElement).toBe(refundable);
  });

  it('waits for a tap under way before swapping, so the tapped field gets focus and the letters', async () => {
    // The widget code is here already: a touch asks for the swap at once.
    await loadSearchWidgets();
    const container = renderServerHtml();
    hydrate(container);
    const shell = screen.getByLabelText('Destino', { exact: true });
    fireEvent.pointerDown(shell);
    fireEvent.touchStart(shell);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('combobox', { name: 'Destino' })).toBeNull();

    fireEvent.pointerUp(shell);
    shell.focus();
    fireEvent.click(shell);
    const destination = await screen.findByRole('combobox', { name: 'Destino' });
    expect(document.activeElement).toBe(destination);
    await userEvent.keyboard('Lima');
    expect(destination).toHaveProperty('value', 'Lima');
  });

  it('keeps a typed field when the saved form is restored, and restores the untouched ones', async () => {
    const container = renderServerHtml();
    const origin = screen.getByLabelText('Origen', { exact: true });
    await userEvent.type(origin, 'Sant');
    origin.blur();

    hydrate(container);
    // The saved form arrives after hydration. (The form restores itself once per page load, used
    // up by earlier tests here, so this test restores it by hand.)
    saveForm(BOGOTA, { code: 'MIA', label: 'Miami (MIA)', description: '' });
    await act(() => useSearchFormStore.persist.rehydrate());

    expect(screen.getByLabelText('Destino', { exact: true })).toHaveProperty('value', 'Miami (MIA)');
    expect(screen.getByLabelText('Origen', { exact: true })).toHaveProperty('value', 'Sant');
  });

  it('does not put the nearest airport into an origin the visitor is typing', async () => {
    const fetch = answerNearbyWithBogota();
    renderForm();
    await userEvent.hover(screen.getByRole('form', { name: 'Buscar vuelos' }));
    const origin = await screen.findByRole('combobox', { name: 'Origen' });
    await userEvent.type(origin, 'Sant');

    act(() =>
      useVisitorStore
        .getState()
        .setLocation({ ...UNKNOWN_VISITOR_LOCATION, latitude: 4.7, longitude: -74.1 }),
    );
    // The debounced search for 'Sant' may follow, so look for the nearby call among all of them.
    await waitFor(() =>
      expect(fetch.mock.calls.map(([input]) => String(input))).toContainEqual(
        expect.stringContaining('/airports/nearby'),
      ),
    );
    // Let the answer reach the form.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(origin).toHaveProperty('value', 'Sant');
    expect(useSearchFormStore.getState().origin).toBeNull();
  });
});
