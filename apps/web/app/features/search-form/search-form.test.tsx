import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysToIsoDate, createSearchForm } from '@travel/domain/search';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { formatIsoDate } from '../../lib/format-date';
import { getI18n } from '../../lib/i18n';
import { getLocalToday } from '../../lib/local-today';
import { UNKNOWN_VISITOR_LOCATION, useVisitorStore, type VisitorLocation } from '../../lib/visitor.store';
import {
  readFlightSearchRequest,
  readSentSearchForm,
  type SentFlightSearch,
} from './flight-search-request.server';
import { SearchForm } from './search-form';
import { useSearchFormStore } from './search-form.store';
import { loadSearchWidgets, setTypedText } from './widget-intent';

const defaults = createSearchForm(getLocalToday(), 'COP');

function ResultsProbe() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function formPage(sent: SentFlightSearch | null = null, visitorLocation: VisitorLocation | null = null) {
  const Stub = createRoutesStub([
    {
      // The root route's data, as the page's root loader gives it (where the visitor is).
      id: 'root',
      path: '/',
      Component: () => <SearchForm defaults={defaults} sent={sent} />,
      loader: () => ({ visitorLocation }),
    },
    { path: '/:url/results', Component: ResultsProbe },
  ]);
  return (
    <I18nextProvider i18n={getI18n('es')}>
      <Stub initialEntries={['/']} hydrationData={{ loaderData: { root: { visitorLocation } } }} />
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

/**
 * The server's HTML as a browser without script reads it (parsed apart, then put in the page): what is
 * in `<noscript>` is part of the page. Its style is taken out first and given apart (jsdom would keep
 * applying it to the tests that follow).
 */
function parseWithoutScript(
  sent: SentFlightSearch | null = null,
  visitorLocation: VisitorLocation | null = null,
) {
  const parsed = new DOMParser().parseFromString(
    renderToString(formPage(sent, visitorLocation)),
    'text/html',
  );
  const form = parsed.querySelector('form');
  if (!form) throw new Error('no form');
  const style = form.querySelector('noscript style');
  style?.remove();
  document.body.append(document.adoptNode(form));
  return { form, view: within(form), style: style?.textContent ?? '' };
}

const BOGOTA = { code: 'BOG', label: 'Bogotá (BOG)', description: 'El Dorado, Colombia' };

/** What a screen reader reads as a field's description: the texts its aria-describedby names. */
function readDescription(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => field.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
}

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
  useSearchFormStore.setState({ initialized: false, origin: null, destination: null, sentToPage: false });
  setTypedText('origin', undefined);
  setTypedText('destination', undefined);
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

  it('takes at most 100 characters in each airport field before its script runs', () => {
    renderForm();
    for (const name of ['Origen', 'Destino']) {
      expect(screen.getByLabelText(name, { exact: true })).toHaveProperty('maxLength', 100);
    }
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

  it('marks Origen and Destino invalid, each described by its message, when searching without them', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    for (const [name, message] of [
      ['Origen', 'Elige el aeropuerto de origen.'],
      ['Destino', 'Elige el aeropuerto de destino.'],
    ] as const) {
      const field = screen.getByLabelText(name, { exact: true });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(readDescription(field)).toBe(message);
    }
    expect(screen.getByRole('button', { name: /^Fecha de ida/ }).hasAttribute('aria-invalid')).toBe(false);

    // The real comboboxes, once loaded, keep saying so.
    await userEvent.hover(screen.getByRole('form', { name: 'Buscar vuelos' }));
    const origin = await screen.findByRole('combobox', { name: 'Origen' });
    expect(origin.getAttribute('aria-invalid')).toBe('true');
    expect(readDescription(origin)).toContain('Elige el aeropuerto de origen.');
    const destination = screen.getByRole('combobox', { name: 'Destino' });
    expect(destination.getAttribute('aria-invalid')).toBe('true');
    expect(readDescription(destination)).toContain('Elige el aeropuerto de destino.');
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

  it('shows 1 pasajero, not 0 pasajeros, when the saved passenger counts cannot be read', async () => {
    renderForm();
    const form = { ...defaults, passengers: { adult: Number.NaN, child: Number.NaN, infant: Number.NaN } };
    const state = { form, origin: null, destination: null, lastReturnDate: '', currencyChosen: false };
    localStorage.setItem('search-form', JSON.stringify({ state, version: 1 }));
    await act(() => useSearchFormStore.persist.rehydrate());
    expect(screen.getByRole('button', { name: /^Pasajeros/ }).textContent).toBe('1 pasajero');
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

const MIAMI = { code: 'MIA', label: 'Miami (MIA)', description: 'Miami International, Estados Unidos' };

/** A search sent without script whose origin named no airport, as the page's loader gives it back. */
const unknownOrigin: SentFlightSearch = {
  form: {
    ...defaults,
    destination: { airportCode: 'MIA' },
    departureDate: addDaysToIsoDate(getLocalToday(), 30),
    passengers: { adult: 2, child: 1, infant: 0 },
    cabinClass: 'BUSINESS',
    noPenaltyFare: true,
  },
  origin: null,
  destination: MIAMI,
  typed: { origin: 'Qwertyuiop', destination: 'Miami' },
  errors: ['origin-not-found'],
};

/** What the page's loader gives back for a query sent to it with no airports typed (the API is not asked). */
async function sendToPage(query: string): Promise<SentFlightSearch> {
  const api = createApiClient({ baseUrl: 'http://api.test', fetch: vi.fn(), retries: 0 });
  const params = new URLSearchParams(`origin=&destination=&${query}`);
  const result = await readFlightSearchRequest(params, {
    api,
    locale: 'es',
    defaults,
    today: getLocalToday(),
  });
  if (result.status !== 'fix') throw new Error(`expected a search to fix, got ${result.status}`);
  return result.sent;
}

describe('SearchForm without script', () => {
  it('is a GET form to the page itself', () => {
    const { form } = parseWithoutScript();
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/');
  });

  it('has native, labelled fields for the dates, passengers, cabin and currency', () => {
    const { view } = parseWithoutScript();
    const departure = view.getByLabelText('Fecha de ida', { selector: 'input' });
    expect(departure).toMatchObject({ type: 'date', value: defaults.departureDate, min: getLocalToday() });
    expect(view.getByLabelText('Fecha de regreso', { selector: 'input' })).toMatchObject({
      type: 'date',
      value: defaults.returnDate,
    });
    expect(view.getByRole('group', { name: 'Pasajeros' })).toBeTruthy();
    const adults = view.getByRole('combobox', { name: 'Adultos' });
    expect(adults).toHaveProperty('value', '1');
    const counts = [...(adults as HTMLSelectElement).options].map((option) => Number(option.value));
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(adults.getAttribute('aria-describedby')).toBeTruthy();
    expect(view.getByRole('combobox', { name: 'Niños' })).toHaveProperty('value', '0');
    expect(view.getByRole('combobox', { name: 'Bebés' })).toHaveProperty('value', '0');
    expect(view.getByRole('combobox', { name: 'Cabina' })).toHaveProperty('value', 'ECONOMY');
    expect(view.getByRole('option', { name: 'Primera' })).toBeTruthy();
    expect(view.getByRole('option', { name: 'COP · Peso colombiano' })).toBeTruthy();
  });

  it('starts the currency at the visitor’s own, as the page’s script would', () => {
    const { view } = parseWithoutScript(null, {
      ...UNKNOWN_VISITOR_LOCATION,
      detected: true,
      countryCode: 'CL',
      currencyCode: 'CLP',
    });
    expect(view.getByRole('combobox', { name: 'Moneda' })).toHaveProperty('value', 'CLP');
  });

  it('hides the buttons that need script, and only those', () => {
    const { form, style } = parseWithoutScript();
    const [hiding, ...others] = [...style.matchAll(/([^{}]+)\{([^}]*)\}/g)];
    expect(hiding?.[2]).toBe('display:none');
    expect(others.map(([, , declarations]) => declarations).join()).not.toMatch(/display|visibility/);
    const hidden = [...form.querySelectorAll(hiding?.[1] ?? '')];
    for (const id of [
      'shell-departure',
      'shell-return',
      'shell-passengers',
      'shell-cabin',
      'shell-currency',
    ]) {
      expect(hidden.some((element) => element.querySelector(`#${id}`))).toBe(true);
    }
    expect(hidden).toContain(form.querySelector('button[aria-label="Intercambiar origen y destino"]'));
    expect(hidden.some((element) => element.querySelector('input[name="dep"], #shell-origin'))).toBe(false);
  });

  it('sends every field under the name the page’s loader reads', () => {
    const { form, view } = parseWithoutScript(unknownOrigin);
    (view.getByRole('checkbox', { name: 'Tarifa reembolsable' }) as HTMLInputElement).checked = true;
    const query = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    expect(query.get('origin')).toBe('Qwertyuiop');
    expect(query.get('destination')).toBe('Miami (MIA)');
    // Read against other defaults: every value comes from the form.
    const other = createSearchForm(addDaysToIsoDate(getLocalToday(), 3), 'EUR');
    expect(readSentSearchForm(query, other)).toEqual({
      ...unknownOrigin.form,
      destination: null,
      currencyCode: 'COP',
      refundableFare: true,
    });
  });

  it('shows a search sent back with the values sent and its problems, focused', () => {
    const { view } = parseWithoutScript(unknownOrigin);
    expect(view.getByLabelText('Origen', { exact: true })).toHaveProperty('value', 'Qwertyuiop');
    expect(view.getByLabelText('Destino', { exact: true })).toHaveProperty('value', 'Miami (MIA)');
    expect(view.getByRole('combobox', { name: 'Adultos' })).toHaveProperty('value', '2');
    expect(view.getByRole('combobox', { name: 'Cabina' })).toHaveProperty('value', 'BUSINESS');
    expect(view.getByRole('checkbox', { name: 'Sin penalidad' })).toHaveProperty('checked', true);
    const alert = view.getByRole('alert');
    expect(alert.textContent).toContain(
      'No encontramos ningún aeropuerto de origen para «Qwertyuiop». Prueba con el nombre de la ciudad o el código del aeropuerto (por ejemplo, BOG).',
    );
    expect(alert.hasAttribute('autofocus')).toBe(true);
  });

  it('marks the airport field the server could not find invalid, described by its message', () => {
    const { view } = parseWithoutScript(unknownOrigin);
    const origin = view.getByLabelText('Origen', { exact: true });
    expect(origin.getAttribute('aria-invalid')).toBe('true');
    expect(readDescription(origin)).toMatch(/^No encontramos ningún aeropuerto de origen para «Qwertyuiop»/);
    const destination = view.getByLabelText('Destino', { exact: true });
    expect(destination.hasAttribute('aria-invalid')).toBe(false);
    expect(destination.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks both airport fields invalid when none was typed', async () => {
    const sent = await sendToPage(`tripType=1&dep=${addDaysToIsoDate(getLocalToday(), 30)}`);
    const { view } = parseWithoutScript(sent);
    const origin = view.getByLabelText('Origen', { exact: true });
    const destination = view.getByLabelText('Destino', { exact: true });
    expect(origin.getAttribute('aria-invalid')).toBe('true');
    expect(readDescription(origin)).toBe('Elige el aeropuerto de origen.');
    expect(destination.getAttribute('aria-invalid')).toBe('true');
    expect(readDescription(destination)).toBe('Elige el aeropuerto de destino.');
  });
});

describe('SearchForm with a search sent back to fix', () => {
  it('keeps the values sent over the saved form, and the origin as typed in the combobox', async () => {
    saveForm(BOGOTA, BOGOTA);
    render(formPage(unknownOrigin));
    await act(() => useSearchFormStore.persist.rehydrate());
    expect(screen.getByLabelText('Destino', { exact: true })).toHaveProperty('value', 'Miami (MIA)');
    expect(screen.getByRole('button', { name: /^Pasajeros/ }).textContent).toBe('3 pasajeros');

    await userEvent.hover(screen.getByRole('form', { name: 'Buscar vuelos' }));
    expect(await screen.findByRole('combobox', { name: 'Origen' })).toHaveProperty('value', 'Qwertyuiop');
  });

  it('shows a count no control can hold as the default one, and names the problem', async () => {
    const sent = await sendToPage(`tripType=1&dep=${addDaysToIsoDate(getLocalToday(), 30)}&adults=-1`);
    render(formPage(sent));
    expect(screen.getByRole('button', { name: /^Pasajeros/ }).textContent).toBe('1 pasajero');
    expect(screen.getByRole('alert').textContent).toContain('Revisa el número de pasajeros.');
    cleanup();
    const { view } = parseWithoutScript(sent);
    expect(view.getByRole('combobox', { name: 'Adultos' })).toHaveProperty('value', '1');
  });

  it('asks for the return date of a round-trip link that has none, and shows none chosen', async () => {
    const sent = await sendToPage(`tripType=2&dep=${addDaysToIsoDate(getLocalToday(), 30)}`);
    render(formPage(sent));
    expect(screen.getByRole('button', { name: /^Fecha de regreso/ }).textContent).toBe('Elegir fecha');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Elige la fecha de regreso.');
    expect(alert.textContent).not.toContain('posterior');
  });

  it('replaces the server’s problems with its own once the visitor searches again', async () => {
    render(formPage(unknownOrigin));
    expect(screen.getByRole('alert').textContent).toContain('«Qwertyuiop»');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Elige el aeropuerto de origen.');
    expect(alert.hasAttribute('tabindex')).toBe(false);
  });
});
