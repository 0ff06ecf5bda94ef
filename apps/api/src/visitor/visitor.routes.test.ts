import { SessionStartResponseSchema, VisitorLocationResponseSchema } from '@travel/contract/visitor';
import { ProblemSchema } from '@travel/domain/problem';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { buildTestApp, issueTestAgentId, TEST_WEB_ORIGIN, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

describe.each(testEngines())('visitor on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
  });
  afterAll(async () => testApp.close());

  const start = (payload: object = {}, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'POST', url: '/user/session/start', payload, headers });
  const locate = (ip: string, lang = 'es') =>
    testApp.app.inject({
      method: 'GET',
      url: `/visitor/location?lang=${lang}`,
      headers: { 'x-forwarded-for': ip },
    });
  const cookieOf = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === 'agent_id');

  describe('POST /user/session/start', () => {
    it('issues a new agentId and keeps it in an HttpOnly, SameSite=Lax cookie for a year', async () => {
      const response = await start();
      expect(response.statusCode).toBe(200);
      const { data } = SessionStartResponseSchema.parse(response.json());
      expect(data.agentId).toMatch(/^[0-9a-f]{64}$/);
      expect(data.sessionsStarted).toBe(1);
      expect(cookieOf(response)).toEqual({
        name: 'agent_id',
        value: data.agentId,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 31_536_000,
      });
      expect(String(response.headers['set-cookie'])).not.toMatch(/secure/i);
    });

    it("reuses the id of its cookie and counts the visitor's later sessions", async () => {
      const first = await start();
      const agentId = first.json().data.agentId;
      const second = await start({}, { cookie: `agent_id=${agentId}` });
      const { data } = SessionStartResponseSchema.parse(second.json());
      expect(data).toMatchObject({ agentId, sessionsStarted: 2, firstSeenAt: first.json().data.firstSeenAt });
      expect(cookieOf(second)?.value).toBe(agentId);
    });

    it('keeps an id it issued that arrives in the body without the cookie', async () => {
      const agentId = issueTestAgentId();
      expect((await start({ agentId })).json().data.agentId).toBe(agentId);
    });

    it('prefers the cookie to another issued id in the body', async () => {
      const fromCookie = issueTestAgentId();
      const response = await start({ agentId: issueTestAgentId() }, { cookie: `agent_id=${fromCookie}` });
      expect(response.json().data.agentId).toBe(fromCookie);
    });

    it.each([
      ['a browser-made id in the body', { agentId: '0b6f3c1e-8f4d-4a8e-9a53-2f1c7d9e4b10' }, {}],
      ['a made-up id in the cookie', {}, { cookie: 'agent_id=a1b2c3d4e5f6a1b2c3d4e5f6' }],
      ['a tampered id in the cookie', {}, { cookie: `agent_id=${issueTestAgentId().replace(/.$/, 'x')}` }],
    ])('ignores %s and issues a new one', async (_, payload, headers) => {
      const response = await start(payload, headers);
      expect(response.statusCode).toBe(200);
      const { agentId } = response.json().data;
      expect(agentId).toMatch(/^[0-9a-f]{64}$/);
      expect(cookieOf(response)?.value).toBe(agentId);
      expect(response.body).not.toContain('0b6f3c1e');
    });

    it('marks the cookie Secure when the request came over https', async () => {
      const response = await start({}, { 'x-forwarded-proto': 'https' });
      expect(cookieOf(response)?.secure).toBe(true);
    });

    it("marks the cookie Secure when the API's public address is https", async () => {
      const app = await buildApp({ ...testApp.deps, apiPublicUrl: 'https://api.viajes.example' });
      try {
        const response = await app.inject({ method: 'POST', url: '/user/session/start', payload: {} });
        expect(cookieOf(response)?.secure).toBe(true);
      } finally {
        await app.close();
      }
    });

    it("lets the web app's origin, and no other, send the cookie cross-origin", async () => {
      const allowed = await start({}, { origin: TEST_WEB_ORIGIN });
      expect(allowed.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');
      const other = await start({}, { origin: 'https://evil.example' });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    it.each(['', 'short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(65), 42])(
      'refuses the malformed agentId %j with a 400 problem',
      async (agentId) => {
        const response = await start({ agentId });
        expect(response.statusCode).toBe(400);
        expect(ProblemSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
      },
    );
  });

  it('answers 429 problem+json once a client starts too many sessions in a minute', async () => {
    let last = await start();
    for (let i = 0; i < 40 && last.statusCode !== 429; i += 1) last = await start();
    expect(last.statusCode).toBe(429);
    expect(last.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(ProblemSchema.parse(last.json()).code).toBe('RATE_LIMITED');
    expect(last.headers['retry-after']).toBeDefined();
  });

  describe('GET /visitor/location', () => {
    it('finds a Colombian visitor, their peso and their main airport', async () => {
      const { data } = VisitorLocationResponseSchema.parse((await locate('186.0.0.1')).json());
      expect(data).toMatchObject({
        detected: true,
        countryCode: 'CO',
        country: 'Colombia',
        currencyCode: 'COP',
        city: 'Bogotá',
      });
      expect(data.latitude).toBeCloseTo(4.7, 0);
    });

    it('answers euros for Spain and names the country in English when asked', async () => {
      const { data } = VisitorLocationResponseSchema.parse((await locate('88.0.0.1', 'en')).json());
      expect(data).toMatchObject({ countryCode: 'ES', country: 'Spain', currencyCode: 'EUR' });
    });

    it('names the country and city in Portuguese when asked', async () => {
      const { data } = VisitorLocationResponseSchema.parse((await locate('88.0.0.1', 'pt')).json());
      expect(data).toMatchObject({
        countryCode: 'ES',
        country: 'Espanha',
        city: 'Madri',
        currencyCode: 'EUR',
      });
      const colombian = VisitorLocationResponseSchema.parse((await locate('186.0.0.1', 'pt')).json()).data;
      expect(colombian).toMatchObject({ country: 'Colômbia', city: 'Bogotá' });
    });

    it('falls back to US dollars for a country whose currency is not sold', async () => {
      // Costa Rica's colón is not in the allowed list of spec §9.
      const { data } = VisitorLocationResponseSchema.parse((await locate('186.4.0.1')).json());
      expect(data).toMatchObject({ detected: true, countryCode: 'CR', currencyCode: 'USD' });
    });

    it('falls back to US dollars for a private address', async () => {
      const { data } = VisitorLocationResponseSchema.parse((await locate('10.0.0.1')).json());
      expect(data).toMatchObject({ detected: false, countryCode: null, currencyCode: 'USD', latitude: null });
    });
  });
});
