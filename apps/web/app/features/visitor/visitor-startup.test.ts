import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { useVisitorStore } from '../../lib/visitor.store';
import { fetchVisitorLocation, startVisitorSession } from './visitor-startup';

const ISSUED = 'c'.repeat(64);

describe('startVisitorSession', () => {
  it('lets the API issue the agentId and writes no cookie of its own', async () => {
    const fetch = vi.fn(async (url: string, _init: RequestInit) =>
      url.includes('/user/session/start')
        ? new Response(JSON.stringify({ data: { agentId: ISSUED, sessionsStarted: 1, firstSeenAt: '' } }))
        : new Response('{}', { status: 503 }),
    );
    startVisitorSession(createApiClient({ baseUrl: 'http://api.test', fetch, retries: 0 }), 'es');
    await vi.waitFor(() => expect(useVisitorStore.getState().agentId).toBe(ISSUED));
    const start = fetch.mock.calls.find(([url]) => url.endsWith('/user/session/start'));
    expect(JSON.parse(String(start?.[1].body))).toEqual({});
    expect(start?.[1].credentials).toBe('include');
    expect(document.cookie).toBe('');
  });
});

describe('fetchVisitorLocation', () => {
  it('reads the visitor currency', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
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
          }),
          { status: 200 },
        ),
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
