import { WebVitalsReportResponseSchema } from '@travel/contract/web-vitals';
import {
  acceptAllCookies,
  CONSENT_VALIDITY_MS,
  chooseConsent,
  rejectAllCookies,
  serializeConsentCookie,
} from '@travel/domain/consent';
import { subDays } from 'date-fns';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webVitalSamples } from '../platform/db/schema/web-vital-samples.ts';
import { buildTestApp, TEST_WEB_ORIGIN, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

const TOKEN = 'reports-token-for-tests-0123456789abcdef';
// The test clock starts on 2026-11-22 at noon.
const START = new Date('2026-11-22T12:00:00Z');

describe.each(testEngines())('web vitals on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: false, reportsToken: TOKEN });
  });
  afterAll(async () => testApp.close());
  beforeEach(async () => {
    testApp.clock.set(START);
    await testApp.database.db.delete(webVitalSamples);
  });

  const consentNow = () => serializeConsentCookie(acceptAllCookies(testApp.clock.now()));
  const batch = (overrides: object = {}) => ({
    consent: consentNow(),
    pageType: 'home',
    locale: 'es',
    viewport: 'xs',
    metrics: [
      { name: 'LCP', value: 1800.5 },
      { name: 'CLS', value: 0.12 },
      { name: 'INP', value: 560 },
    ],
    ...overrides,
  });
  const send = (
    payload: object | string,
    headers: Record<string, string> = { origin: TEST_WEB_ORIGIN, 'content-type': 'application/json' },
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: '/rum/web-vitals',
      headers,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const stored = () =>
    testApp.database.db
      .select()
      .from(webVitalSamples)
      .orderBy(asc(webVitalSamples.metric), asc(webVitalSamples.value));
  const report = (query: string, authorization: string | null = `Bearer ${TOKEN}`) =>
    testApp.app.inject({
      method: 'GET',
      url: `/reports/web-vitals?${query}`,
      headers: authorization ? { authorization } : {},
    });

  describe('POST /rum/web-vitals', () => {
    it('stores each measurement with the API’s own rating and the device class, and nothing about the visitor', async () => {
      const response = await send(batch({ pageType: 'flight-results', locale: 'pt' }));
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const rows = await stored();
      expect(rows.map(({ id: _id, ...row }) => row)).toEqual([
        {
          pageType: 'flight-results',
          metric: 'CLS',
          value: 0.12,
          rating: 'needs-improvement',
          locale: 'pt',
          deviceClass: 'mobile',
          createdAt: START,
        },
        {
          pageType: 'flight-results',
          metric: 'INP',
          value: 560,
          rating: 'poor',
          locale: 'pt',
          deviceClass: 'mobile',
          createdAt: START,
        },
        {
          pageType: 'flight-results',
          metric: 'LCP',
          value: 1800.5,
          rating: 'good',
          locale: 'pt',
          deviceClass: 'mobile',
          createdAt: START,
        },
      ]);
    });

    it('takes the text/plain body navigator.sendBeacon posts, with cookies and no XSRF header', async () => {
      const response = await send(JSON.stringify(batch({ viewport: undefined })), {
        origin: TEST_WEB_ORIGIN,
        'content-type': 'text/plain;charset=UTF-8',
        cookie: 'agent_id=whatever; XSRF-TOKEN=abc',
      });
      expect(response.statusCode).toBe(204);
      const rows = await stored();
      expect(rows).toHaveLength(3);
      expect(rows.every((row) => row.deviceClass === null)).toBe(true);
    });

    it.each([
      ['an unknown metric', { metrics: [{ name: 'FID', value: 10 }] }],
      ['an unknown page type', { pageType: 'checkout' }],
      ['a negative value', { metrics: [{ name: 'LCP', value: -1 }] }],
      ['a time past two minutes', { metrics: [{ name: 'TTFB', value: 120_001 }] }],
      ['a layout shift past 10', { metrics: [{ name: 'CLS', value: 10.5 }] }],
      ['no metric', { metrics: [] }],
      [
        'a metric twice',
        {
          metrics: [
            { name: 'LCP', value: 1 },
            { name: 'LCP', value: 2 },
          ],
        },
      ],
      ['more than ten metrics', { metrics: Array.from({ length: 11 }, () => ({ name: 'FCP', value: 1 })) }],
      ['the page’s address', { url: 'https://viajes.example/vuelos?from=BOG' }],
      ['a rating of its own', { metrics: [{ name: 'LCP', value: 9000, rating: 'good' }] }],
      ['an unknown locale', { locale: 'fr' }],
    ])('refuses %s with 400 and stores nothing', async (_case, overrides) => {
      const response = await send(batch(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(await stored()).toEqual([]);
    });

    it('refuses a body that is not JSON, and one past 4 KB', async () => {
      const garbled = await send('{"metrics": [', {
        origin: TEST_WEB_ORIGIN,
        'content-type': 'text/plain',
      });
      expect(garbled.statusCode).toBe(400);
      const large = await send(batch({ consent: `${consentNow()}${' '.repeat(5000)}` }));
      expect(large.statusCode).toBe(413);
      expect(await stored()).toEqual([]);
    });

    it.each([
      ['no decision', () => ''],
      ['all rejected', () => serializeConsentCookie(rejectAllCookies(testApp.clock.now()))],
      [
        'marketing only',
        () =>
          serializeConsentCookie(chooseConsent({ performance: false, marketing: true }, testApp.clock.now())),
      ],
      [
        'an expired decision',
        () => serializeConsentCookie(acceptAllCookies(new Date(START.getTime() - CONSENT_VALIDITY_MS))),
      ],
      ['an older policy', () => consentNow().replace(/\.v.*$/, '.v2020-01-01')],
      // A forger's or a wrong clock's: it would otherwise never expire.
      [
        'dated two days ahead of the server',
        () => serializeConsentCookie(acceptAllCookies(new Date(START.getTime() + 2 * 24 * 3600 * 1000))),
      ],
    ])('refuses a batch whose consent is %s (403) and stores nothing', async (_case, consent) => {
      const response = await send(batch({ consent: consent() }));
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('WEB_VITALS_NOT_ACCEPTED');
      expect(await stored()).toEqual([]);
    });

    it('refuses a batch from another origin or none (403)', async () => {
      for (const headers of [
        { origin: 'https://evil.example', 'content-type': 'application/json' },
        { 'content-type': 'application/json' } as Record<string, string>,
      ]) {
        const response = await send(batch(), headers);
        expect(response.statusCode).toBe(403);
      }
      expect(await stored()).toEqual([]);
    });

    it('deletes samples older than 90 days when it stores new ones (swept at most hourly)', async () => {
      // An hour past the last sweep any earlier test made.
      testApp.clock.set('2026-12-01T14:00:00Z');
      const now = testApp.clock.now();
      const at = (createdAt: Date) => ({
        pageType: 'home',
        metric: 'LCP',
        value: 1,
        rating: 'good',
        locale: 'es',
        createdAt,
      });
      await testApp.database.db.insert(webVitalSamples).values([at(subDays(now, 91)), at(subDays(now, 89))]);
      expect((await send(batch({ metrics: [{ name: 'FCP', value: 900 }] }))).statusCode).toBe(204);
      const left = await testApp.database.db
        .select({ createdAt: webVitalSamples.createdAt })
        .from(webVitalSamples)
        .where(eq(webVitalSamples.metric, 'LCP'));
      expect(left).toEqual([{ createdAt: subDays(now, 89) }]);
    });
  });

  describe('GET /reports/web-vitals', () => {
    it('gives count, the continuous 75th percentile and the rating shares per page type and metric', async () => {
      for (const value of [1000, 2000, 3000, 5000]) {
        expect((await send(batch({ metrics: [{ name: 'LCP', value }] }))).statusCode).toBe(204);
      }
      await send(batch({ pageType: 'hotel-results', metrics: [{ name: 'CLS', value: 0.3 }] }));
      // The next day: outside the range asked for.
      testApp.clock.set('2026-11-23T00:30:00Z');
      await send(batch({ metrics: [{ name: 'LCP', value: 100 }] }));

      const response = await report('from=2026-11-22&to=2026-11-22');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(WebVitalsReportResponseSchema.parse(response.json()).data).toEqual({
        from: '2026-11-22',
        to: '2026-11-22',
        rows: [
          // [1000, 2000, 3000, 5000]: position 0.75 × 3 = 2.25, so 3000 + 0.25 × (5000 − 3000).
          {
            pageType: 'home',
            metric: 'LCP',
            count: 4,
            p75: 3500,
            p75Rating: 'needs-improvement',
            good: 0.5,
            needsImprovement: 0.25,
            poor: 0.25,
          },
          {
            pageType: 'hotel-results',
            metric: 'CLS',
            count: 1,
            p75: 0.3,
            p75Rating: 'poor',
            good: 0,
            needsImprovement: 0,
            poor: 1,
          },
        ],
      });
      const both = await report('from=2026-11-22&to=2026-11-23');
      expect(both.json().data.rows[0]).toMatchObject({
        pageType: 'home',
        metric: 'LCP',
        count: 5,
        p75: 3000,
      });
    });

    it('requires the reports token', async () => {
      expect((await report('from=2026-11-22&to=2026-11-22', null)).statusCode).toBe(401);
      const wrong = await report('from=2026-11-22&to=2026-11-22', 'Bearer not-the-token');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.headers['www-authenticate']).toBe('Bearer realm="reports"');
    });

    it('refuses a range that ends before it starts', async () => {
      expect((await report('from=2026-11-23&to=2026-11-22')).statusCode).toBe(400);
    });

    it.each([
      ['year 0, which PostgreSQL has no day for', 'from=0000-01-01&to=0000-01-02'],
      ['the last day of year 9999, whose next day has five digits', 'from=9999-12-31&to=9999-12-31'],
    ])('refuses a range in %s as a client mistake (400), never a 5xx', async (_case, query) => {
      for (const url of ['/reports/web-vitals', '/reports/attribution']) {
        const response = await testApp.app.inject({
          method: 'GET',
          url: `${url}?${query}`,
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
    });
  });

  it('limits one address to 60 batches a minute', async () => {
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push((await send(batch())).statusCode);
    expect(answers.filter((status) => status === 204).length).toBeLessThanOrEqual(60);
    expect(answers.at(-1)).toBe(429);
  });
});
