import { generateFlightOffers } from '@travel/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Route } from './+types/flight-results';
import { loader } from './flight-results';

const ISSUED = 'a'.repeat(32) + 'b'.repeat(32);
const answer = {
  data: generateFlightOffers(3),
  dictionaries: { carriers: {} },
  meta: { count: 3, currency: 'USD', exchangeRateDate: '2027-03-01' },
};

/** The API as the loader reaches it: records the search and answers three offers. */
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
});
