import type { SearchRequest } from '@travel/contract/search-requests';
import { EMPTY_OFFER_FILTERS } from '@travel/domain/offers';
import { createSearchForm, type SearchForm } from '@travel/domain/search';
import { generateFlightOffers } from '@travel/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { parseResultsUrl } from '../../lib/search-url.server';
import { buildDayLinks, buildResultsData, isNewSearch, loadResultsData } from './results-page.server';

const form: SearchForm = {
  ...createSearchForm('2027-03-01', 'USD'),
  origin: { airportCode: 'BOG' },
  destination: { airportCode: 'MIA' },
  departureDate: '2027-03-10',
  returnDate: '2027-03-17',
};
const offers = generateFlightOffers(25);
const answer = {
  data: offers,
  dictionaries: { carriers: {} },
  meta: { count: 25, currency: 'USD', exchangeRateDate: '2027-03-01' },
};
const firstPage = {
  filters: EMPTY_OFFER_FILTERS,
  sort: { key: 'price', direction: 'asc' } as const,
  page: 1,
};

describe('buildResultsData', () => {
  it('shows 10 offers, cheapest first, and says there are more', () => {
    const data = buildResultsData(answer, firstPage, null);
    expect(data.offers).toHaveLength(10);
    expect(data.hasMore).toBe(true);
    expect(data.total).toBe(25);
    const totals = data.offers.map((offer) => Number(offer.total.amount));
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('shows one more page of 10 for each "Ver más"', () => {
    expect(buildResultsData(answer, { ...firstPage, page: 3 }, null)).toMatchObject({ hasMore: false });
    expect(buildResultsData(answer, { ...firstPage, page: 2 }, null).offers).toHaveLength(20);
  });

  it('counts the offers that pass the filters', () => {
    const data = buildResultsData(
      answer,
      { ...firstPage, filters: { ...EMPTY_OFFER_FILTERS, stops: ['nonstop'] } },
      null,
    );
    expect(data.offers.every((offer) => offer.itineraries[0]?.stops === 0)).toBe(true);
    expect(data.matching).toBe(data.facets.stops.find((bucket) => bucket.value === 'nonstop')?.count);
  });
});

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
      'POST /air/flight-offer/search': json(200, answer),
      'PATCH /api/search_requests/:id': json(200, { data: { ...RECORD, resultCount: 25 } }),
    });
    const data = await loadResultsData({
      api: client,
      form,
      view: firstPage,
      agentId: 'agent-123456',
      isNewSearch: true,
    });
    expect(data).toMatchObject({ ok: true, searchRequestId: ID });
    const record = fetch.mock.calls.find(([url]) => url.endsWith('/api/search_requests'));
    expect(JSON.parse(String(record?.[1].body))).toMatchObject({ agentId: 'agent-123456', tripType: '2' });
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1].body))).toEqual({ agentId: 'agent-123456', resultCount: 25 });
  });

  it('shows the results even when recording fails', async () => {
    const { client } = api({
      'POST /api/search_requests': json(500, {}),
      'POST /air/flight-offer/search': json(200, answer),
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
    const { fetch, client } = api({ 'POST /air/flight-offer/search': json(200, answer) });
    await loadResultsData({ api: client, form, view: firstPage, agentId: null, isNewSearch: false });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says the search failed when its answer is not the one the contract describes', async () => {
    const { client } = api({
      'POST /air/flight-offer/search': json(200, { ...answer, data: [{ id: 'not an offer' }] }),
    });
    const data = await loadResultsData({
      api: client,
      form,
      view: firstPage,
      agentId: null,
      isNewSearch: false,
    });
    expect(data).toEqual({ ok: false, code: 'INVALID_RESPONSE', titles: null });
  });

  it('passes the API problem on', async () => {
    const { client } = api({
      'POST /api/search_requests': json(201, { data: RECORD }),
      'POST /air/flight-offer/search': json(503, {
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
    });
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

describe('buildDayLinks', () => {
  it('moves the departure a day either way, dropping filters but keeping the sort', () => {
    const links = buildDayLinks(form, new URLSearchParams('stops=0&sort=duration-asc&page=2'), '2027-03-01');
    expect(links.next).toContain('dep=2027-03-11');
    expect(links.previous).toContain('dep=2027-03-09');
    expect(links.next).toContain('sort=duration-asc');
    expect(links.next).not.toContain('stops=');
  });

  it('offers no day before today nor a departure after the return', () => {
    const tight = { ...form, departureDate: '2027-03-01', returnDate: '2027-03-01' };
    expect(buildDayLinks(tight, new URLSearchParams(), '2027-03-01')).toEqual({ previous: null, next: null });
  });

  it('offers no departure more than 361 days ahead, which the API refuses', () => {
    const oneWay = { ...form, tripType: '1' as const, departureDate: '2028-02-25', returnDate: '' };
    const links = buildDayLinks(oneWay, new URLSearchParams(), '2027-03-01');
    expect(links.next).toBeNull();
    expect(links.previous).toContain('dep=2028-02-24');
  });
});
