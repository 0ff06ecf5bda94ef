import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api-client';
import { ensureAgentId, fetchVisitorLocation } from './visitor-startup';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test cookie.
  document.cookie = 'agentId=; Max-Age=0; Path=/';
});

describe('ensureAgentId', () => {
  it('creates a random id once and then keeps it', () => {
    const first = ensureAgentId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`agentId=${first}`);
    expect(ensureAgentId()).toBe(first);
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
