import { AttributionReportResponseSchema } from '@travel/contract/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareBookingPayment, pressSandboxButton } from '../test/booking-flow.ts';
import { buildTestApp, issueTestAgentId, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';

const TOKEN = 'reports-token-for-tests-0123456789abcdef';
// The test clock starts on 2026-11-22.
const RANGE = 'from=2026-11-22&to=2026-11-22';

describe.each(testEngines())('GET /reports/attribution on %s', (engine) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ engine, seed: true, reportsToken: TOKEN });
  });
  afterAll(async () => testApp.close());

  const report = (query: string, authorization: string | null = `Bearer ${TOKEN}`) =>
    testApp.app.inject({
      method: 'GET',
      url: `/reports/attribution?${query}`,
      headers: authorization ? { authorization } : {},
    });

  it('counts the bookings paid and the searches made per campaign', async () => {
    const search = (infoData?: object) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/search_requests',
        payload: {
          tripType: '1',
          criteria: {
            currencyCode: 'USD',
            legInfo: [{ from: 'BOG', to: 'MIA', departureDate: '2026-12-10' }],
            travelerInfo: { adult: 1, child: 0, infant: 0 },
            cabin: 'ECONOMY',
          },
          ...(infoData ? { infoData } : {}),
        },
      });
    expect((await search({ source: 'newsletter', medium: 'email' })).statusCode).toBe(201);
    expect((await search()).statusCode).toBe(201);

    // The booking flow's cart carries source google, medium cpc.
    const agentId = issueTestAgentId();
    const { direction } = await prepareBookingPayment(testApp.app, agentId);
    const { query } = await pressSandboxButton(testApp.app, direction.worldpayTransactionUrl, 'authorise');
    const paid = await testApp.app.inject({
      method: 'POST',
      url: '/user/session/card/success',
      payload: { agentId, worldpayResponseData: query },
    });
    expect(paid.statusCode).toBe(200);

    const response = await report(RANGE);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { rows } = AttributionReportResponseSchema.parse(response.json()).data;
    expect(rows[0]).toEqual({
      source: 'google',
      medium: 'cpc',
      bookings: 1,
      totalUsd: direction.amount.amount,
      searches: 0,
    });
    expect(rows).toContainEqual({
      source: 'newsletter',
      medium: 'email',
      bookings: 0,
      totalUsd: 0,
      searches: 1,
    });
    expect(rows.find((row) => row.source === '' && row.medium === '')?.searches).toBeGreaterThanOrEqual(1);

    // Another day's range counts none of them.
    const empty = await report('from=2026-11-23&to=2026-11-30');
    expect(empty.json().data.rows).toEqual([]);
  });

  it.each([
    ['no token', null],
    ['another token', 'Bearer not-the-reports-token-000000000000'],
    ['a token not given as a bearer', TOKEN],
  ])('answers 401 with %s', async (_name, authorization) => {
    const response = await report(RANGE, authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="reports"');
    expect(response.json().code).toBe('REPORT_UNAUTHORIZED');
  });

  it.each([
    ['a reversed range', 'from=2026-11-30&to=2026-11-01'],
    ['more than a year', 'from=2025-01-01&to=2026-11-30'],
    ['a date that is not one', 'from=2026-02-30&to=2026-03-01'],
  ])('refuses %s with 400', async (_name, query) => {
    expect((await report(query)).statusCode).toBe(400);
  });
});

describe('without REPORTS_TOKEN', () => {
  it('serves no reports at all', async () => {
    const testApp = await buildTestApp();
    try {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/reports/attribution?from=2026-11-01&to=2026-11-02',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});
