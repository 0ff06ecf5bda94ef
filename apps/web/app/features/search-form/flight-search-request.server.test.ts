// @vitest-environment node
import type { CityAirports } from '@travel/contract/airports';
import { addDaysToIsoDate, createSearchForm } from '@travel/domain/search';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import type { Locale } from '../../lib/locale';
import { findAirport, readFlightSearchRequest, readSentSearchForm } from './flight-search-request.server';

const TODAY = '2027-03-01';
const defaults = createSearchForm(TODAY, 'USD');
const dep = addDaysToIsoDate(TODAY, 30);
const ret = addDaysToIsoDate(TODAY, 37);

function city(cityCode: string, cityName: string, countryName: string, airports: [string, string][]) {
  return {
    cityCode,
    cityName,
    countryCode: cityCode.slice(0, 2),
    countryName,
    airports: airports.map(([iataCode, name]) => ({
      iataCode,
      name,
      latitude: 0,
      longitude: 0,
      timeZone: 'America/Bogota',
    })),
  } satisfies CityAirports;
}

const BOGOTA = city('BOG', 'Bogotá', 'Colombia', [['BOG', 'El Dorado']]);
const MIAMI = city('MIA', 'Miami', 'Estados Unidos', [
  ['MIA', 'Miami International'],
  ['OPF', 'Opa-locka Executive'],
]);

/** The airport search as the API answers it: each term's cities, best first; none for any other term. */
function fakeAirportSearch(answers: Record<string, CityAirports[]>, status = 200) {
  const fetch = vi.fn(async (url: string) => {
    const query = new URL(url).searchParams;
    if (status !== 200) {
      return new Response(JSON.stringify({ type: 'about:blank', title: 'Unavailable', status }), {
        status,
        headers: { 'content-type': 'application/problem+json' },
      });
    }
    return new Response(JSON.stringify({ data: answers[query.get('term') ?? ''] ?? [] }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return { api: createApiClient({ baseUrl: 'http://api.test', fetch, retries: 0 }), fetch };
}

const terms = (fetch: ReturnType<typeof fakeAirportSearch>['fetch']) =>
  fetch.mock.calls.map(([url]) => {
    const query = new URL(url).searchParams;
    return `${query.get('term')} (${query.get('lang')})`;
  });

function read(
  query: string,
  api = fakeAirportSearch({ Bogotá: [BOGOTA], Miami: [MIAMI] }).api,
  locale: Locale = 'es',
) {
  return readFlightSearchRequest(new URLSearchParams(query), { api, locale, defaults, today: TODAY });
}

/** What the form sends without script: every field, as the browser writes them. */
const sentForm = (fields: Record<string, string>) =>
  new URLSearchParams({
    tripType: '2',
    origin: 'Bogotá',
    destination: 'Miami',
    dep,
    ret,
    adults: '2',
    children: '0',
    infants: '0',
    cabin: 'ECONOMY',
    currency: 'COP',
    ...fields,
  }).toString();

describe('readFlightSearchRequest', () => {
  it('leaves a page whose query sends no search alone, and asks nothing', async () => {
    const { api, fetch } = fakeAirportSearch({});
    expect(await read('', api)).toEqual({ status: 'none' });
    expect(await read('tripType=2&buscar=vuelos', api)).toEqual({ status: 'none' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('goes on to the results of the cities typed, with every choice of the form', async () => {
    const result = await read(sentForm({ refundable: '1', noPenalty: '1' }));
    expect(result).toEqual({
      status: 'search',
      path: `/bog-mia/results?tripType=2&dep=${dep}&ret=${ret}&adults=2&children=0&infants=0&cabin=ECONOMY&currency=COP&refundable=1&noRestriction=0&noPenalty=1`,
    });
  });

  it('goes on to the results page of the page language', async () => {
    const { api, fetch } = fakeAirportSearch({ Bogotá: [BOGOTA], Miami: [MIAMI] });
    const result = await read(sentForm({ tripType: '1', cabin: 'BUSINESS' }), api, 'en');
    expect(result.status === 'search' && result.path).toMatch(
      new RegExp(`^/en/bog-mia/results\\?tripType=1&dep=${dep}&adults=2&.*cabin=BUSINESS`),
    );
    expect(terms(fetch)).toEqual(['Bogotá (en)', 'Miami (en)']);
  });

  it('reads the label the form shows and a bare code by their code, preferring that airport', async () => {
    // An answer where the code's airport is not the first: the one the text names wins.
    const { api, fetch } = fakeAirportSearch({
      BOG: [BOGOTA],
      OPF: [MIAMI],
    });
    const result = await read(sentForm({ origin: ' Bogotá (BOG) ', destination: 'opf' }), api);
    expect(result.status === 'search' && result.path).toMatch(/^\/bog-opf\/results\?/);
    expect(terms(fetch)).toEqual(['BOG (es)', 'OPF (es)']);
  });

  it('takes the search’s first answer for a city name', async () => {
    const santiago = city('SCL', 'Santiago', 'Chile', [['SCL', 'Arturo Merino Benítez']]);
    const compostela = city('SCQ', 'Santiago de Compostela', 'España', [['SCQ', 'Rosalía de Castro']]);
    const { api } = fakeAirportSearch({ Bogotá: [BOGOTA], Santiago: [santiago, compostela] });
    const result = await read(sentForm({ destination: 'Santiago' }), api);
    expect(result.status === 'search' && result.path).toMatch(/^\/bog-scl\//);
  });

  it('keeps what was typed and says which text named no airport', async () => {
    const result = await read(sentForm({ origin: 'Qwertyuiop' }));
    expect(result).toEqual({
      status: 'fix',
      sent: {
        form: expect.objectContaining({
          origin: null,
          destination: { airportCode: 'MIA' },
          departureDate: dep,
        }),
        origin: null,
        destination: {
          code: 'MIA',
          label: 'Miami (MIA)',
          description: 'Miami International, Estados Unidos',
        },
        typed: { origin: 'Qwertyuiop', destination: 'Miami' },
        errors: ['origin-not-found'],
      },
    });
  });

  it('asks to choose an airport for a field left empty, without asking the API', async () => {
    const { api, fetch } = fakeAirportSearch({ Miami: [MIAMI] });
    const result = await read(sentForm({ origin: '  ' }), api);
    expect(result.status === 'fix' && result.sent.errors).toEqual(['origin-required']);
    expect(terms(fetch)).toEqual(['Miami (es)']);
  });

  it('checks the search with the domain’s rules, keeping every value sent', async () => {
    const result = await read(
      sentForm({
        dep: addDaysToIsoDate(TODAY, -1),
        adults: '1',
        infants: '2',
        cabin: 'FIRST',
        noRestriction: '1',
      }),
    );
    expect(result.status).toBe('fix');
    if (result.status !== 'fix') return;
    expect(result.sent.errors).toEqual(['departure-in-past', 'passengers-invalid']);
    expect(result.sent.form).toMatchObject({
      departureDate: addDaysToIsoDate(TODAY, -1),
      passengers: { adult: 1, child: 0, infant: 2 },
      cabinClass: 'FIRST',
      currencyCode: 'COP',
      noRestrictionFare: true,
    });
  });

  it('refuses the same airport twice', async () => {
    const result = await read(sentForm({ destination: 'Bogotá' }));
    expect(result.status === 'fix' && result.sent.errors).toEqual(['same-origin-destination']);
  });

  it('asks for the return date of a round trip sent with a departure alone, rather than choosing one', async () => {
    for (const tripType of ['tripType=2&', '']) {
      const result = await read(`${tripType}origin=Bogotá&destination=Miami&dep=${dep}`);
      expect(result.status === 'fix' && result.sent).toMatchObject({
        form: { tripType: '2', departureDate: dep, returnDate: '' },
        errors: ['return-required'],
      });
    }
  });

  it('reads an unknown trip type as the default round trip, whose return is still to choose', async () => {
    const result = await read(`tripType=3&origin=Bogotá&destination=Miami&dep=${dep}`);
    expect(result.status === 'fix' && result.sent).toMatchObject({
      form: { tripType: '2', returnDate: '' },
      errors: ['return-required'],
    });
  });

  it('shows the default count for a count no control can hold, and still names the problem', async () => {
    for (const adults of ['-1', 'abc', '0', '10', '1.5']) {
      const result = await read(sentForm({ tripType: '1', adults, children: '2' }));
      expect(result.status === 'fix' && result.sent).toMatchObject({
        form: { passengers: { adult: 1, child: 2, infant: 0 } },
        errors: ['passengers-invalid'],
      });
    }
    const children = await read(sentForm({ adults: '3', children: 'x' }));
    expect(children.status === 'fix' && children.sent.form.passengers).toEqual({
      adult: 3,
      child: 0,
      infant: 0,
    });
  });

  it('shows counts that cannot go together at their defaults, so the picker can move again', async () => {
    const result = await read(sentForm({ adults: '1', infants: '3' }));
    expect(result.status === 'fix' && result.sent).toMatchObject({
      form: { passengers: { adult: 1, child: 0, infant: 0 } },
      errors: ['passengers-invalid'],
    });
  });

  it('asks the airport search with at most 100 characters of a text, and gives back no more', async () => {
    const { api, fetch } = fakeAirportSearch({ Miami: [MIAMI] });
    const long = `Bogotá ${'x'.repeat(10_000)}`;
    const result = await read(sentForm({ origin: long }), api);
    const [term] = fetch.mock.calls.map(([url]) => new URL(url).searchParams.get('term'));
    expect(term).toBe(long.slice(0, 100));
    expect(result.status === 'fix' && result.sent).toMatchObject({
      typed: { origin: long.slice(0, 100), destination: 'Miami' },
      errors: ['origin-not-found'],
    });
  });

  it('says the airports could not be looked up when the search is down, once', async () => {
    const { api } = fakeAirportSearch({}, 503);
    const result = await read(sentForm({}), api);
    expect(result.status === 'fix' && result.sent).toMatchObject({
      typed: { origin: 'Bogotá', destination: 'Miami' },
      errors: ['airports-unavailable'],
    });
  });
});

describe('readSentSearchForm', () => {
  it('gives an absent field its default of the day (a search sent before the page’s script ran)', () => {
    const form = readSentSearchForm(
      new URLSearchParams('tripType=2&origin=Lima&destination=Cusco'),
      defaults,
    );
    expect(form).toEqual({ ...defaults, origin: null, destination: null });
  });

  it('empties an unreadable date and makes an unreadable count invalid, so validation names them', () => {
    const form = readSentSearchForm(
      new URLSearchParams('dep=15/04/2027&ret=&adults=two&children=&infants=0'),
      defaults,
    );
    expect([form.departureDate, form.returnDate]).toEqual(['', '']);
    expect(form.passengers.adult).toBeNaN();
    expect(form.passengers.child).toBe(0);
  });

  it('leaves the return date empty when only the departure was sent', () => {
    const form = readSentSearchForm(new URLSearchParams(`tripType=2&dep=${dep}`), defaults);
    expect(form).toMatchObject({ departureDate: dep, returnDate: '' });
  });

  it('drops the return date of a one-way trip', () => {
    const form = readSentSearchForm(new URLSearchParams(`tripType=1&dep=${dep}&ret=${ret}`), defaults);
    expect(form).toMatchObject({ tripType: '1', departureDate: dep, returnDate: '' });
  });

  it('keeps the defaults for an unknown trip type, cabin or currency', () => {
    const form = readSentSearchForm(new URLSearchParams('tripType=3&cabin=LUXURY&currency=JPY'), defaults);
    expect(form).toMatchObject({ tripType: '2', cabinClass: 'ECONOMY', currencyCode: 'USD' });
  });
});

describe('findAirport', () => {
  it('answers null when the search finds nothing', async () => {
    const { api } = fakeAirportSearch({});
    expect(await findAirport(api, 'Qwertyuiop', 'pt')).toBeNull();
  });
});
