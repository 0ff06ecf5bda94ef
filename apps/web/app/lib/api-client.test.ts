import { SessionStartResponseSchema } from '@travel/contract/visitor';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, createApiClient, unchecked } from './api-client';

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
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends JSON without credentials and reads the answer', async () => {
    const fetch = vi.fn(async () => jsonResponse(201, { data: { id: 7 } }));
    const client = createApiClient({ baseUrl: 'http://api.test/', fetch });
    await expect(client.post('/api/search_requests', { json: { tripType: '2' } })).resolves.toEqual({
      data: { id: 7 },
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/search_requests');
    expect(init.credentials).toBe('omit');
    expect(init.body).toBe('{"tripType":"2"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("sends the browser's cookies only on a call that asks for them", async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { data: {} }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    await client.post('/user/session/start', { json: {}, credentials: 'include' });
    await client.get('/visitor/location');
    expect(fetch.mock.calls.map(([, init]) => init.credentials)).toEqual(['include', 'omit']);
  });

  it('repeats the XSRF token the API handed out, only on calls that carry cookies and change state', async () => {
    const token = 'T'.repeat(43);
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response('{"data":{}}', { status: 200, headers: { 'x-xsrf-token': token } }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    await client.post('/user/session/start', { json: {}, credentials: 'include' });
    await client.post('/visitor/consent', { json: {}, credentials: 'include' });
    await client.post('/payment/sandbox/tokens', { json: {} });
    await client.get('/visitor/location', { credentials: 'include' });
    const sent = fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['x-xsrf-token']);
    expect(sent).toEqual([undefined, token, undefined, undefined]);
  });

  it('makes a call refused for a missing XSRF token once more with the token the refusal handed out', async () => {
    const token = 'T'.repeat(43);
    const refusal = { ...problem, status: 403, code: 'XSRF_TOKEN_INVALID', title: 'Forbidden' };
    const fetch = vi
      .fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { data: {} }))
      .mockImplementationOnce(
        async () =>
          new Response(JSON.stringify(refusal), {
            status: 403,
            headers: { 'content-type': 'application/problem+json', 'x-xsrf-token': token },
          }),
      );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    await expect(client.post('/visitor/consent', { json: {}, credentials: 'include' })).resolves.toEqual({
      data: {},
    });
    const sent = fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['x-xsrf-token']);
    expect(sent).toEqual([undefined, token]);
  });

  it('does not repeat a call refused for its XSRF token when no new token came back', async () => {
    const refusal = { ...problem, status: 403, code: 'XSRF_TOKEN_INVALID', title: 'Forbidden' };
    const fetch = vi.fn(async () => jsonResponse(403, refusal, 'application/problem+json'));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const error = await client
      .post('/visitor/consent', { json: {}, credentials: 'include' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, code: 'XSRF_TOKEN_INVALID' });
    expect(fetch).toHaveBeenCalledTimes(1);
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
    const error = await client.post('/air/flight-offer/validate', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 410, code: 'OFFER_GONE', titles: problem.titles });
  });

  it('retries a GET on 503 with a doubling backoff, then succeeds', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(503, { ...problem, status: 503, code: 'SERVICE_UNAVAILABLE' }))
      .mockResolvedValueOnce(jsonResponse(429, { ...problem, status: 429, code: 'RATE_LIMITED' }))
      .mockResolvedValueOnce(jsonResponse(200, { data: 'ok' }));
    vi.useFakeTimers();
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, backoffMs: 100 });
    const answer = client.get('/visitor/location');
    await vi.advanceTimersByTimeAsync(99);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(199);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ data: 'ok' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after the configured retries', async () => {
    const fetch = vi.fn(async () => jsonResponse(502, {}));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, backoffMs: 0, retries: 2 });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 502, code: 'UNKNOWN_ERROR' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('never retries a POST, which is not idempotent', async () => {
    const fetch = vi.fn(async () => jsonResponse(503, {}));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, backoffMs: 0 });
    await expect(client.post('/air/flight-offer/search', { json: {} })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads a code that is not an error code as UNKNOWN_ERROR, keeping the API title', async () => {
    const fetch = vi.fn(async () => jsonResponse(400, { ...problem, status: 400, code: 'not a code <b>' }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, backoffMs: 0 });
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'UNKNOWN_ERROR', message: problem.title });
  });

  it('does not retry a client mistake', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(400, { ...problem, status: 400, code: 'VALIDATION_FAILED' }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, backoffMs: 0 });
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure after retrying it', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, backoffMs: 0, retries: 1 });
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a GET that timed out, giving each attempt its own timeout', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { data: 'late' }));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      timeoutMs: 20,
      backoffMs: 0,
      retries: 1,
    });
    await expect(client.get('/slow')).resolves.toEqual({ data: 'late' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries a GET on 409 and 425 too, as spec §7 lists them', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(409, {}))
      .mockResolvedValueOnce(jsonResponse(425, {}))
      .mockResolvedValueOnce(jsonResponse(200, { data: 'ok' }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, backoffMs: 0 });
    await expect(client.get('/x')).resolves.toEqual({ data: 'ok' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps its own backoff when a 429 asks to retry an hour later', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(
        new Response('{}', {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '3600' },
        }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { data: 'ok' }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, backoffMs: 0 });
    await expect(client.get('/x')).resolves.toEqual({ data: 'ok' });
  });

  it('never retries a PATCH either', async () => {
    const fetch = vi.fn(async () => jsonResponse(503, {}));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, backoffMs: 0 });
    await expect(client.patch('/api/search_requests/1', { json: {} })).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("passes a caller's abort through untouched, without retrying", async () => {
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, backoffMs: 0 });
    const controller = new AbortController();
    const reason = new Error('the visitor typed another letter');
    const pending = client.get('/search/airports', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("stops waiting for a retry when the caller aborts, with the caller's reason", async () => {
    const fetch = vi.fn(async () => jsonResponse(503, {}));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, backoffMs: 60_000 });
    const controller = new AbortController();
    const reason = new Error('the visitor left the page');
    const pending = client.get('/visitor/location', { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads an empty answer as null', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    await expect(client.post('/user/session/payment/abandon', { json: {} })).resolves.toBeNull();
  });

  it('sends the headers it was made with on every call', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { data: {} }));
    const client = createApiClient({
      baseUrl: 'http://api.test',
      fetch,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    await client.get('/visitor/location');
    await client.post('/user/session/details', { json: {} });
    expect(fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('x-forwarded-for'))).toEqual([
      '203.0.113.9',
      '203.0.113.9',
    ]);
  });

  it("checks the answer with the call's contract schema and types it by that schema", async () => {
    const answer = {
      data: { agentId: 'a1b2c3d4e5', sessionsStarted: 2, firstSeenAt: '2026-11-22T12:00:00Z' },
    };
    const fetch = vi.fn(async () => jsonResponse(200, answer));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const started = await client.post('/user/session/start', {
      json: {},
      schema: SessionStartResponseSchema,
    });
    expectTypeOf(started.data.sessionsStarted).toEqualTypeOf<number>();
    expect(started).toEqual(answer);
  });

  it('refuses an answer its contract schema does not describe, naming no value', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: { agentId: 'ana@example.com' } }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const error = await client
      .post('/user/session/start', { json: {}, schema: SessionStartResponseSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect((error as ApiError).message).not.toContain('ana@example.com');
  });

  it('types an answer by a schema it does not check when the call says unchecked', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: { agentId: 'a1b2c3d4e5' } }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    const started = await client.post('/user/session/start', {
      json: {},
      schema: unchecked<typeof SessionStartResponseSchema>(),
    });
    expectTypeOf(started.data.agentId).toEqualTypeOf<string>();
    expect(started).toEqual({ data: { agentId: 'a1b2c3d4e5' } });
    // @ts-expect-error Only a zod schema gives the type, never a hand-written parser type.
    unchecked<{ parse(value: unknown): { data: string } }>();
  });

  it('answers unknown to a call without a schema, and takes no type argument in its place', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: {} }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    expectTypeOf(await client.get('/visitor/location')).toBeUnknown();
    // @ts-expect-error A hand-written answer type is no longer accepted: the contract's schema gives it.
    await client.get<{ data: { detected: boolean } }>('/visitor/location');
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
