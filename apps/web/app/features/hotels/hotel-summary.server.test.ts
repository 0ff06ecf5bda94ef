import { addDaysToIsoDate } from '@travel/domain/search';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { getLocalToday } from '../../lib/local-today';
import { loadHotelSummary } from './hotel-summary.server';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(respond: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body));
    bodies.push(body);
    return respond(body);
  });
  return { api: createApiClient({ baseUrl: 'http://api.test', fetch, retries: 0 }), bodies };
}

const start = addDaysToIsoDate(getLocalToday(), 20);
const end = addDaysToIsoDate(getLocalToday(), 22);

async function load(query: string, respond: (body: unknown) => Response = () => json({})) {
  const { api, bodies } = fakeApi(respond);
  const url = new URL(`http://web.test/en/hoteles/HotelSummary?${query}`);
  const answer = await loadHotelSummary(new Request(url), api, {
    id: url.searchParams.get('id') ?? '',
    startDate: url.searchParams.get('startDate') ?? '',
    endDate: url.searchParams.get('endDate') ?? '',
  });
  return { answer, bodies };
}

describe('loadHotelSummary', () => {
  it('answers 400 for dates that cannot be a stay, without asking the API', async () => {
    const { answer, bodies } = await load(`id=ANBOG001&startDate=${end}&endDate=${start}`);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ status: 'bad-stay', problem: 'dates' });
    expect(bodies).toEqual([]);
  });

  it('says the rooms, not the dates, are what cannot be a stay', async () => {
    const { answer, bodies } = await load(`id=ANBOG001&startDate=${start}&endDate=${end}&adults=-1`);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ status: 'bad-stay', problem: 'rooms' });
    expect(bodies).toEqual([]);
  });

  it('answers 404 for an id that is no hotel code', async () => {
    const { answer } = await load(`id=nope&startDate=${start}&endDate=${end}`);
    expect(answer.init?.status).toBe(404);
  });

  it('asks for the stay with the rooms, currency and language of the search', async () => {
    const { bodies } = await load(
      `id=ANBOG001&startDate=${start}&endDate=${end}&adults=2&children=1&ages1=6&currency=COP`,
      () => json({ code: 'SUPPLIER_UNAVAILABLE' }, 503),
    );
    expect(bodies[0]).toEqual({
      hotelId: 'ANBOG001',
      checkInDate: start,
      checkOutDate: end,
      rooms: [{ adults: 2, childAges: [6] }],
      currencyCode: 'COP',
      locale: 'en',
    });
  });

  it('is the not-found page when the API knows no such hotel', async () => {
    const { answer } = await load(`id=ANBOG999&startDate=${start}&endDate=${end}`, () =>
      json({ code: 'OFFER_NOT_FOUND' }, 404),
    );
    expect(answer.data).toEqual({ status: 'not-found' });
  });
});
