import type { HotelSearchResponse } from '@travel/contract/hotels';
import { addDaysToIsoDate } from '@travel/domain/search';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { getLocalToday } from '../../lib/local-today';
import { loadHotelResults } from './hotel-results.server';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

const CITY = {
  cityCode: 'BOG',
  cityName: 'Bogotá',
  countryCode: 'CO',
  countryName: 'Colombia',
  airports: [
    { iataCode: 'BOG', name: 'El Dorado', latitude: 4.7, longitude: -74.1, timeZone: 'America/Bogota' },
  ],
};

const ANSWER: HotelSearchResponse = {
  data: [],
  facets: {
    pricePerNight: { min: null, max: null, ranges: [] },
    freeCancellation: { count: 0 },
    stars: [],
    accommodationTypes: [],
    amenities: [],
  },
  meta: {
    destination: {
      cityCode: 'BOG',
      cityName: 'Bogotá',
      countryCode: 'CO',
      geoCode: { latitude: 4.7, longitude: -74.1 },
    },
    stay: {
      checkInDate: '',
      checkOutDate: '',
      nights: 3,
      rooms: [{ adults: 2, childAges: [] }],
      adults: 2,
      children: 0,
    },
    currency: 'COP',
    exchangeRateDate: '2026-11-01',
    sort: 'recommended',
    total: 0,
    count: 0,
    offset: 1,
    pageSize: 20,
    pages: 0,
  },
};

function fakeApi(responses: Record<string, (body: unknown) => Response>) {
  const calls: { key: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${new URL(url).pathname}`;
    const body = init.body ? JSON.parse(String(init.body)) : null;
    calls.push({ key, body });
    const respond = responses[key];
    if (!respond) throw new Error(`unexpected ${key}`);
    return respond(body);
  });
  return { api: createApiClient({ baseUrl: 'http://api.test', fetch, retries: 0 }), calls };
}

const start = addDaysToIsoDate(getLocalToday(), 30);
const end = addDaysToIsoDate(getLocalToday(), 33);
const search = `startDate=${start}&endDate=${end}&adults=2&children=0&currency=COP`;
const request = (query: string) => new Request(`http://web.test/hoteles/result?${query}`);

async function redirectOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location') ?? '';
    throw thrown;
  }
  throw new Error('no redirect');
}

describe('loadHotelResults', () => {
  it('sends a search that does not hold back to the form, filters left out', async () => {
    const { api } = fakeApi({});
    const location = await redirectOf(
      loadHotelResults(request(`destination=Lima&startDate=${start}&endDate=${start}&stars=4`), api),
    );
    expect(location).toMatch(/^\/hoteles\?destination=Lima&startDate=/);
    expect(location).not.toContain('stars');
  });

  it('resolves a typed city and rewrites the URL with it, keeping the filters', async () => {
    const { api } = fakeApi({ 'GET /search/airports': () => json({ data: [CITY] }) });
    const location = await redirectOf(loadHotelResults(request(`destination=bogota&${search}&free=1`), api));
    expect(location).toContain('destination=Bogot%C3%A1%2C+Colombia+%28BOG%29');
    expect(location).toContain('free=1');
  });

  it('says so on the form when no city answers to the text', async () => {
    const { api } = fakeApi({ 'GET /search/airports': () => json({ data: [] }) });
    const location = await redirectOf(loadHotelResults(request(`destination=zzz&${search}`), api));
    expect(location).toMatch(/^\/hoteles\?.*unknown=1/);
  });

  it('asks the hotel API for the city, stay, filters, sort and page', async () => {
    const threePages = { ...ANSWER, meta: { ...ANSWER.meta, total: 45, count: 45, pages: 3 } };
    const { api, calls } = fakeApi({ 'POST /hotels/search': () => json(threePages) });
    const data = await loadHotelResults(
      request(
        `destination=Bogot%C3%A1%2C+Colombia+%28BOG%29&${search}&free=1&stars=4&sort=price-desc&page=2`,
      ),
      api,
    );
    expect(data.status).toBe('ok');
    expect(calls[0]?.body).toMatchObject({
      cityCode: 'BOG',
      checkInDate: start,
      checkOutDate: end,
      rooms: [{ adults: 2, childAges: [] }],
      currencyCode: 'COP',
      filters: { freeCancellation: true, stars: [4] },
      sort: 'price-desc',
      offset: 21,
      pageSize: 20,
    });
  });

  it('takes a page past the last to the last one, keeping the filters', async () => {
    const fivePages = { ...ANSWER, meta: { ...ANSWER.meta, total: 95, count: 95, pages: 5 } };
    const { api } = fakeApi({ 'POST /hotels/search': () => json(fivePages) });
    const location = await redirectOf(
      loadHotelResults(
        request(`destination=Bogot%C3%A1%2C+Colombia+%28BOG%29&${search}&stars=4&page=50`),
        api,
      ),
    );
    expect(location).toMatch(/^\/hoteles\/result\?/);
    expect(location).toContain('page=5');
    expect(location).toContain('stars=4');
  });

  it('redirects a filter, sort or page it does not apply to the view as applied, keeping the search', async () => {
    const { api, calls } = fakeApi({ 'POST /hotels/search': () => json(ANSWER) });
    const location = await redirectOf(
      loadHotelResults(
        request(
          `destination=Bogot%C3%A1%2C+Colombia+%28BOG%29&${search}&stars=9&stars=4&price=abc&sort=nope&page=0`,
        ),
        api,
      ),
    );
    expect(location).toBe(`/hoteles/result?destination=Bogot%C3%A1%2C+Colombia+%28BOG%29&${search}&stars=4`);
    expect(calls).toEqual([]);
    const data = await loadHotelResults(new Request(`http://web.test${location}`), api);
    expect(data.status).toBe('ok');
  });

  it("does not redirect the forms' own query, in any order, with a blank choice or a default spelt out", async () => {
    const { api } = fakeApi({ 'POST /hotels/search': () => json(ANSWER) });
    const city = 'destination=Bogot%C3%A1%2C+Colombia+%28BOG%29';
    for (const query of [
      `${city}&${search}&stars=5&free=1&stars=4&type=HOTEL&price=5000-10000`,
      `stars=4&stars=5&price=&sort=recommended&page=1&${search}&${city}`,
    ]) {
      expect((await loadHotelResults(request(query), api)).status).toBe('ok');
    }
  });

  it('shows the error state when the hotel API fails', async () => {
    const { api } = fakeApi({
      'POST /hotels/search': () =>
        json({ code: 'SUPPLIER_UNAVAILABLE', titles: { es: 'No disponible', en: 'Unavailable' } }, 503),
    });
    const data = await loadHotelResults(request(`destination=Lima%2C+Per%C3%BA+%28LIM%29&${search}`), api);
    expect(data).toMatchObject({ status: 'failed', titles: { es: 'No disponible' } });
  });
});

describe('loadHotelResults when the city search is down', () => {
  it('shows the error state rather than calling the city unknown', async () => {
    const { api } = fakeApi({ 'GET /search/airports': () => json({ code: 'INTERNAL_ERROR' }, 500) });
    const data = await loadHotelResults(request(`destination=bogota&${search}`), api);
    expect(data.status).toBe('failed');
  });
});
