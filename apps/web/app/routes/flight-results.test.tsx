import type { FlightResultsResponse } from '@travel/contract/flights';
import { buildResultsPage } from '@travel/domain/flight-results';
import { DEFAULT_OFFER_SORT, deriveOfferViews, EMPTY_OFFER_FILTERS } from '@travel/domain/offers';
import { generateFlightOffers } from '@travel/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Route } from './+types/flight-results';
import { loader } from './flight-results';

const ISSUED = 'a'.repeat(32) + 'b'.repeat(32);
/** The API's first results page of a one-way search with three offers. */
const answer: FlightResultsResponse = {
  data: buildResultsPage(
    {
      views: deriveOfferViews(generateFlightOffers(3)),
      carriers: {},
      currency: 'USD',
      fees: { amount: 0, currency: 'USD' },
      roundTrip: false,
    },
    { filters: EMPTY_OFFER_FILTERS, sort: DEFAULT_OFFER_SORT, page: 1 },
  ),
  meta: { count: 3, currency: 'USD', exchangeRateDate: '2027-03-01' },
};

/** The API as the loader reaches it: records the search and answers a page of three offers. */
function stubApi() {
  const fetch = vi.fn(async (url: string, _init: RequestInit) => {
    const { pathname } = new URL(url);
    const body = pathname === '/api/search_requests' ? { data: { id: 'search-1' } } : answer;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function loadResults(cookie: string, dest = 'empty') {
  const request = new Request('http://site.test/bog-mia/results?tripType=1&dep=2027-03-10', {
    headers: { cookie, 'sec-fetch-dest': dest },
  });
  return loader({ request, params: { url: 'bog-mia' }, context: {} } as unknown as Route.LoaderArgs);
}

function recordedSearch(fetch: ReturnType<typeof stubApi>) {
  const call = fetch.mock.calls.find(
    ([url, init]) => init.method === 'POST' && url.endsWith('/api/search_requests'),
  );
  return JSON.parse(String(call?.[1].body)) as Record<string, unknown>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('flight results loader', () => {
  it("records the search under the agentId of the API's cookie", async () => {
    const fetch = stubApi();
    const data = await loadResults(`locale=es; agent_id=${ISSUED}; theme=dark`);
    await expect(data.results).resolves.toMatchObject({ ok: true });
    expect(recordedSearch(fetch)).toMatchObject({ agentId: ISSUED });
  });

  it('still shows the results when the cookie header is garbled, recording the search without an id', async () => {
    const fetch = stubApi();
    const data = await loadResults(`agent_id=${ISSUED}%E0%A4%A`);
    await expect(data.results).resolves.toMatchObject({ ok: true });
    expect(recordedSearch(fetch)).not.toHaveProperty('agentId');
  });

  it("streams the offers to the page's script but puts them in a whole document", async () => {
    stubApi();
    const streamed = await loadResults('', 'empty');
    expect(streamed.results).toBeInstanceOf(Promise);
    const whole = await loadResults('', 'document');
    expect(whole.results).toMatchObject({ ok: true, total: 3 });
  });

  it('sends a search that cannot be searched back to the search form, which says why', async () => {
    const fetch = stubApi();
    const past = new Request(
      'http://site.test/en/bog-mia/results?tripType=1&dep=2020-01-01&adults=2&sort=price-asc',
    );
    const answer = await loader({
      request: past,
      params: { url: 'bog-mia' },
      context: {},
    } as unknown as Route.LoaderArgs).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    const location = new URL((answer as Response).headers.get('location') ?? '', 'http://site.test');
    expect(location.pathname).toBe('/en/vuelos');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      origin: 'BOG',
      destination: 'MIA',
      tripType: '1',
      dep: '2020-01-01',
      adults: '2',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the filters' form without script on to the address the page with script writes", async () => {
    const fetch = stubApi();
    const sent = new Request(
      'http://site.test/en/bog-mia/results?tripType=1&dep=2027-03-10&adults=1&currency=CLP&sort=price-asc&stops=0&stops=1&airline=AV&priceFrom=150000&priceTo=',
    );
    const answer = await loader({
      request: sent,
      params: { url: 'bog-mia' },
      context: {},
    } as unknown as Route.LoaderArgs).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    // Chilean pesos have no decimals: 150000 is the price in minor units too.
    expect((answer as Response).headers.get('location')).toBe(
      '/en/bog-mia/results?tripType=1&dep=2027-03-10&adults=1&currency=CLP&sort=price-asc&stops=0%2C1&airline=AV&price=150000-',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 404 for a path that names no two airports', async () => {
    const request = new Request('http://site.test/bogota-miami/results?dep=2020-01-01');
    const thrown = await loader({
      request,
      params: { url: 'bogota-miami' },
      context: {},
    } as unknown as Route.LoaderArgs).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
