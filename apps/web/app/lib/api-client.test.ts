import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';

function jsonResponse(status: number, body: unknown, type = 'application/json') {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
}

const problem = {
  type: 'https://errors.viajes.example/offer-gone',
  title: 'This offer is no longer available.',
  status: 410,
  code: 'OFFER_GONE',
  titles: { es: 'Esta oferta ya no está disponible.', en: 'This offer is no longer available.' },
};

describe('createApiClient', () => {
  it('sends JSON without credentials and reads the answer', async () => {
    const fetch = vi.fn(async () => jsonResponse(201, { data: { id: 7 } }));
    const client = createApiClient({ baseUrl: 'http://api.test/', fetch });
    await expect(client.post('/api/search_requests', { tripType: '2' })).resolves.toEqual({
      data: { id: 7 },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/search_requests');
    expect(init.credentials).toBe('omit');
    expect(init.body).toBe('{"tripType":"2"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('adds query parameters, skipping undefined ones', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { data: [] }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    await client.get('/search/airports', { query: { term: 'bogo', lang: 'es', skip: undefined } });
    expect(fetch.mock.calls[0]?.[0]).toBe('http://api.test/search/airports?term=bogo&lang=es');
  });

  it('turns problem+json into a typed ApiError', async () => {
    const fetch = vi.fn(async () => jsonResponse(410, problem, 'application/problem+json'));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const error = await client.post('/air/flight-offer/validate', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 410, code: 'OFFER_GONE', titles: problem.titles });
  });

  it('retries a GET on 503 with a doubling backoff, then succeeds', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(503, { ...problem, status: 503, code: 'SERVICE_UNAVAILABLE' }))
      .mockResolvedValueOnce(jsonResponse(429, { ...problem, status: 429, code: 'RATE_LIMITED' }))
      .mockResolvedValueOnce(jsonResponse(200, { data: 'ok' }));
    const sleep = vi.fn(async () => {});
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, sleep, backoffMs: 100 });
    await expect(client.get('/visitor/location')).resolves.toEqual({ data: 'ok' });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[100], [200]]);
  });

  it('gives up after the configured retries', async () => {
    const fetch = vi.fn(async () => jsonResponse(502, {}));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, sleep: async () => {}, retries: 2 });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 502, code: 'UNKNOWN_ERROR' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('never retries a POST, which is not idempotent', async () => {
    const fetch = vi.fn(async () => jsonResponse(503, {}));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, sleep: async () => {} });
    await expect(client.post('/air/flight-offer/search', {})).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a client mistake', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(400, { ...problem, status: 400, code: 'VALIDATION_FAILED' }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, sleep: async () => {} });
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure after retrying it', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, sleep: async () => {}, retries: 1 });
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('times out a call that hangs', async () => {
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, timeoutMs: 20, retries: 0 });
    await expect(client.get('/slow')).rejects.toMatchObject({ code: 'TIMEOUT', status: 408 });
  });
});
