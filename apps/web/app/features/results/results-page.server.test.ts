import type { FlightResultsResponse } from '@travel/contract/flights';
import type { SearchRequest } from '@travel/contract/search-requests';
import { buildResultsPage } from '@travel/domain/flight-results';
import { deriveOfferViews, EMPTY_OFFER_FILTERS } from '@travel/domain/offers';
import { createSearchForm, type SearchForm } from '@travel/domain/search';
import { generateFlightOffers } from '@travel/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { parseResultsUrl } from '../../lib/search-url.server';
import { buildDayStrip, isNewSearch, loadResultsData } from './results-page.server';

const form: SearchForm = {
  ...createSearchForm('2027-03-01', 'USD'),
  origin: { airportCode: 'BOG' },
  destination: { airportCode: 'MIA' },
  departureDate: '2027-03-10',
  returnDate: '2027-03-17',
};
const firstPage = {
  filters: EMPTY_OFFER_FILTERS,
  sort: { key: 'price', direction: 'asc' } as const,
  page: 1,
};
/** The API's results page of a search with 25 offers. */
const answer: FlightResultsResponse = {
  data: buildResultsPage(
    {
      views: deriveOfferViews(generateFlightOffers(25)),
      carriers: {},
      currency: 'USD',
      fees: { amount: 566, currency: 'USD' },
      roundTrip: false,
    },
    firstPage,
  ),
  meta: { count: 25, currency: 'USD', exchangeRateDate: '2027-03-01' },
};

function api(responses: Record<string, () => Response>) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${new URL(url).pathname.replace(/[0-9a-f-]{36}$/, ':id')}`;
    const respond = responses[key];
    if (!respond) throw new Error(`unexpected ${key}`);
    return respond();
  });
  return { fetch, client: createApiClient({ baseUrl: 'http://api.test', fetch, retries: 0 }) };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });
const ID = '0b6f3c1e-8f4d-4a8e-9a53-2f1c7d9e4b10';
/** The search record the API answers (SearchRequestSchema). */
const RECORD: SearchRequest = {
  id: ID,
  tripType: '2',
  origin: 'BOG',
  destination: 'MIA',
  departureDate: '2027-03-10',
  returnDate: '2027-03-17',
  cabin: 'ECONOMY',
  travelerInfo: { adult: 1, child: 0, infant: 0 },
  currencyCode: 'USD',
  resultCount: null,
  selectedOfferId: null,
  createdAt: '2027-03-01T12:00:00.000Z',
  updatedAt: '2027-03-01T12:00:00.000Z',
};

describe('loadResultsData', () => {
  it('records a new search and then its result count, as its owner', async () => {
    const { fetch, client } = api({
      'POST /api/search_requests': json(201, { data: RECORD }),
      'POST /air/flight-offer/results': json(200, answer),
      'PATCH /api/search_requests/:id': json(200, { data: { ...RECORD, resultCount: 25 } }),
    });
    const data = await loadResultsData({
      api: client,
      form,
      view: firstPage,
      agentId: 'agent-123456',
      isNewSearch: true,
    });
    expect(data).toMatchObject({ ok: true, searchRequestId: ID, total: 25, offers: answer.data.offers });
    const asked = fetch.mock.calls.find(([url]) => url.endsWith('/air/flight-offer/results'));
    expect(JSON.parse(String(asked?.[1].body))).toEqual({
      criteria: expect.objectContaining({ currencyCode: 'USD' }),
      view: { ...firstPage, outbound: null },
    });
    const record = fetch.mock.calls.find(([url]) => url.endsWith('/api/search_requests'));
    expect(JSON.parse(String(record?.[1].body))).toMatchObject({ agentId: 'agent-123456', tripType: '2' });
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1].body))).toEqual({ agentId: 'agent-123456', resultCount: 25 });
  });

  it('shows the results even when recording fails', async () => {
    const { client } = api({
      'POST /api/search_requests': json(500, {}),
      'POST /air/flight-offer/results': json(200, answer),
    });
    const data = await loadResultsData({
      api: client,
      form,
      view: firstPage,
      agentId: null,
      isNewSearch: true,
    });
    expect(data).toMatchObject({ ok: true, searchRequestId: null, total: 25 });
  });

  it('does not record the same search again when only the view changed', async () => {
    const { fetch, client } = api({ 'POST /air/flight-offer/results': json(200, answer) });
    await loadResultsData({ api: client, form, view: firstPage, agentId: null, isNewSearch: false });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says the search failed when its answer is not the one the contract describes', async () => {
    const { client } = api({
      'POST /air/flight-offer/results': json(200, {
        ...answer,
        data: { ...answer.data, offers: [{ id: 'not an offer' }] },
      }),
    });
    const data = await loadResultsData({
      api: client,
      form,
      view: firstPage,
      agentId: null,
      isNewSearch: false,
    });
    expect(data).toEqual({ ok: false, code: 'INVALID_RESPONSE', titles: null, retryable: true });
  });

  it('passes the API problem on', async () => {
    const { client } = api({
      'POST /api/search_requests': json(201, { data: RECORD }),
      'POST /air/flight-offer/results': json(503, {
        code: 'SUPPLIER_UNAVAILABLE',
        status: 503,
        titles: { es: 'No pudimos consultar los vuelos.', en: 'Unavailable.' },
      }),
    });
    const data = await loadResultsData({
      api: client,
      form,
      view: firstPage,
      agentId: null,
      isNewSearch: true,
    });
    expect(data).toEqual({
      ok: false,
      code: 'SUPPLIER_UNAVAILABLE',
      titles: { es: 'No pudimos consultar los vuelos.', en: 'Unavailable.' },
      retryable: true,
    });
  });

  it('tells a search the API refuses as such from one another try may mend', async () => {
    const { client } = api({
      'POST /air/flight-offer/results': json(400, {
        code: 'UNKNOWN_AIRPORT',
        status: 400,
        titles: { es: 'No conocemos ese aeropuerto.', en: 'Unknown airport.' },
      }),
    });
    const data = await loadResultsData({
      api: client,
      form,
      view: firstPage,
      agentId: null,
      isNewSearch: false,
    });
    expect(data).toMatchObject({ ok: false, code: 'UNKNOWN_AIRPORT', retryable: false });
  });
});

describe('isNewSearch', () => {
  const parse = (url: URL) => parseResultsUrl(url.pathname.split('/')[1], url.searchParams);
  const here =
    'http://site/bog-mia/results?tripType=2&dep=2027-03-10&ret=2027-03-17&adults=1&children=0&infants=0&cabin=ECONOMY&currency=USD';
  it('is false when the previous page showed the same search', () => {
    const request = new Request(`${here}&stops=0`, { headers: { referer: here } });
    expect(isNewSearch(request, form, parse)).toBe(false);
  });

  it('is true when coming from elsewhere', () => {
    expect(isNewSearch(new Request(here, { headers: { referer: 'http://site/' } }), form, parse)).toBe(true);
    expect(isNewSearch(new Request(here), form, parse)).toBe(true);
  });
});

describe('buildDayStrip', () => {
  const prices = new Map([['2027-03-11', { amount: '512.66', currency: 'USD' }]]);

  it('lists three days either side, each a link to that day keeping the filters and the sort', () => {
    const days = buildDayStrip(
      form,
      new URLSearchParams('stops=0&airline=AV&sort=duration-asc&page=2&out=AV0019-20270310T0745'),
      prices,
      '2027-03-01',
    );
    expect(days.map((day) => day.date)).toEqual([
      '2027-03-07',
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
    ]);
    const next = days[4];
    expect(next?.href).toContain('dep=2027-03-11');
    expect(next?.href).toContain('stops=0&airline=AV&sort=duration-asc');
    expect(next?.href).not.toContain('page=');
    expect(next?.href).not.toContain('out=');
    expect(next?.price).toEqual({ amount: '512.66', currency: 'USD' });
    expect(days.filter((day) => day.current).map((day) => day.date)).toEqual(['2027-03-10']);
  });

  it('gives no link to a past day nor to a departure after the return', () => {
    const tight = { ...form, departureDate: '2027-03-02', returnDate: '2027-03-03' };
    const days = buildDayStrip(tight, new URLSearchParams(), new Map(), '2027-03-01');
    expect(days.map((day) => day.href !== null)).toEqual([false, false, true, true, true, false, false]);
  });

  it('gives no link to a departure more than 361 days ahead, which the API refuses', () => {
    const oneWay = { ...form, tripType: '1' as const, departureDate: '2028-02-25', returnDate: '' };
    const days = buildDayStrip(oneWay, new URLSearchParams(), new Map(), '2027-03-01');
    expect(days[4]?.href).toBeNull();
    expect(days[2]?.href).toContain('dep=2028-02-24');
  });
});
