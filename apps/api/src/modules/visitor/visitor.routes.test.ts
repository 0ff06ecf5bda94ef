import { ProblemSchema } from '@travel/domain/problem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { testEngines } from '../../test/test-database.ts';
import { SessionStartResponseSchema, VisitorLocationResponseSchema } from './visitor.schemas.ts';

describe.each(testEngines())('visitor on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true });
  });
  afterAll(async () => testApp.close());

  const start = (agentId: unknown) =>
    testApp.app.inject({ method: 'POST', url: '/user/session/start', payload: { agentId } });
  const locate = (ip: string, lang = 'es') =>
    testApp.app.inject({
      method: 'GET',
      url: `/visitor/location?lang=${lang}`,
      headers: { 'x-forwarded-for': ip },
    });

  describe('POST /user/session/start', () => {
    it('records a new visitor, then counts their later sessions', async () => {
      const first = SessionStartResponseSchema.parse((await start('a1b2c3d4e5f6')).json());
      expect(first.data).toMatchObject({ agentId: 'a1b2c3d4e5f6', sessionsStarted: 1 });
      const second = SessionStartResponseSchema.parse((await start('a1b2c3d4e5f6')).json());
      expect(second.data.sessionsStarted).toBe(2);
      expect(second.data.firstSeenAt).toBe(first.data.firstSeenAt);
    });

    it.each([undefined, '', 'short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(65), 42])(
      'refuses the agentId %j with a 400 problem',
      async (agentId) => {
        const response = await start(agentId);
        expect(response.statusCode).toBe(400);
        expect(ProblemSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
      },
    );
  });

  it('answers 429 problem+json once a client starts too many sessions in a minute', async () => {
    let last = await start('rate-limited-agent');
    for (let i = 0; i < 40 && last.statusCode !== 429; i += 1) last = await start('rate-limited-agent');
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
