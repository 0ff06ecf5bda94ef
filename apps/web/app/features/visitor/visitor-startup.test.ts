import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { useVisitorStore } from '../../lib/visitor.store';
import { fetchVisitorLocation, startVisitorSession } from './visitor-startup';

const ISSUED = 'c'.repeat(64);

const LOCATION_ANSWER = {
  data: {
    detected: true,
    countryCode: 'CO',
    country: 'Colombia',
    currencyCode: 'COP',
    currencyName: 'Peso colombiano',
    flag: '🇨🇴',
    city: 'Bogotá',
    latitude: 4.6,
    longitude: -74.1,
  },
};

function fakeApi() {
  return vi.fn(async (url: string, _init: RequestInit) =>
    url.includes('/user/session/start')
      ? new Response(JSON.stringify({ data: { agentId: ISSUED, sessionsStarted: 1, firstSeenAt: '' } }))
      : new Response(JSON.stringify(LOCATION_ANSWER)),
  );
}

describe('startVisitorSession', () => {
  beforeEach(() => vi.resetModules());

  it('lets the API issue the agentId once the page is idle, and writes no cookie of its own', async () => {
    const fetch = fakeApi();
    startVisitorSession(createApiClient({ baseUrl: 'http://api.test', fetch, retries: 0 }), 'es', true);
    expect(fetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(useVisitorStore.getState().agentId).toBe(ISSUED));
    const start = fetch.mock.calls.find(([url]) => url.endsWith('/user/session/start'));
    expect(JSON.parse(String(start?.[1].body))).toEqual({});
    expect(start?.[1].credentials).toBe('include');
    expect(document.cookie).toBe('');
    // The server located the visitor for the page: the browser does not ask again.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['http://api.test/user/session/start']);
  });

  it('asks where the visitor is when the server could not tell, once a page load', async () => {
    const fresh = await import('./visitor-startup');
    const store = await import('../../lib/visitor.store');
    const fetch = fakeApi();
    const api = createApiClient({ baseUrl: 'http://api.test', fetch, retries: 0 });
    fresh.startVisitorSession(api, 'es', false);
    fresh.startVisitorSession(api, 'es', false);
    await vi.waitFor(() => expect(store.useVisitorStore.getState().location?.countryCode).toBe('CO'));
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      'http://api.test/user/session/start',
      'http://api.test/visitor/location?lang=es',
    ]);
  });
});

describe('fetchVisitorLocation', () => {
  it('reads the visitor currency', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(JSON.stringify(LOCATION_ANSWER)),
    );
    const location = await fetchVisitorLocation(createApiClient({ baseUrl: 'http://api.test', fetch }), 'es');
    expect(location).toMatchObject({ currencyCode: 'COP', latitude: 4.6, longitude: -74.1 });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/visitor/location?lang=es');
  });

  it('falls back to USD when the lookup fails', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 400 }));
    const location = await fetchVisitorLocation(createApiClient({ baseUrl: 'http://api.test', fetch }), 'es');
    expect(location.currencyCode).toBe('USD');
    expect(location.detected).toBe(false);
  });
});
