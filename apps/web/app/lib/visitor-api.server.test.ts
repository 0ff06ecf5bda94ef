import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVisitorApi } from './visitor-api.server';

const ISSUED = 'a'.repeat(32) + 'b'.repeat(32);
const FRESH = 'c'.repeat(64);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function stubFetch(answer: (path: string, init: RequestInit) => Response) {
  const fetch = vi.fn(async (url: string, init: RequestInit) => answer(new URL(url).pathname, init));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);
const started = () =>
  json(
    200,
    { data: { agentId: FRESH, sessionsStarted: 1, firstSeenAt: '2027-01-01T12:00:00.000Z' } },
    { 'set-cookie': `agent_id=${FRESH}; Path=/; HttpOnly; SameSite=Lax` },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createVisitorApi', () => {
  it("uses the visitor's agentId and forwards their address and the API's cookie, nothing else", async () => {
    const fetch = stubFetch(() => json(200, { data: {} }));
    const visitor = createVisitorApi(
      new Request('http://site.test/booking/summary', {
        headers: { cookie: `locale=en; agent_id=${ISSUED}; consent=all`, 'x-forwarded-for': '203.0.113.7' },
      }),
    );
    await visitor.withAgentId((agentId) => visitor.api.post('/user/session/details', { json: { agentId } }));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toMatch(/\/user\/session\/details$/);
    expect(JSON.parse(String(init?.body))).toEqual({ agentId: ISSUED });
    expect(headersOf(init).get('x-forwarded-for')).toBe('203.0.113.7');
    expect(headersOf(init).get('cookie')).toBe(`agent_id=${ISSUED}`);
    expect([...visitor.headers]).toEqual([]);
  });

  it('gets a visitor without an id one from the API and hands its cookie back for the page', async () => {
    const fetch = stubFetch((path) => (path === '/user/session/start' ? started() : json(200, { data: {} })));
    const visitor = createVisitorApi(new Request('http://site.test/booking/summary'));
    const seen = await visitor.withAgentId(async (agentId) => agentId);
    expect(seen).toBe(FRESH);
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toEqual(['/user/session/start']);
    expect(visitor.headers.get('set-cookie')).toBe(`agent_id=${FRESH}; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('replaces an id the API refuses (issued under another secret) and tries once more', async () => {
    const fetch = stubFetch((path, init) => {
      if (path === '/user/session/start') return started();
      const { agentId } = JSON.parse(String(init.body)) as { agentId: string };
      return agentId === FRESH
        ? json(200, { data: { ok: true } })
        : json(403, { status: 403, code: 'AGENT_ID_INVALID', title: 'x' });
    });
    const visitor = createVisitorApi(
      new Request('http://site.test/', { headers: { cookie: `agent_id=${ISSUED}` } }),
    );
    await expect(
      visitor.withAgentId((agentId) => visitor.api.post('/user/session/details', { json: { agentId } })),
    ).resolves.toEqual({ data: { ok: true } });
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toEqual([
      '/user/session/details',
      '/user/session/start',
      '/user/session/details',
    ]);
  });
});
