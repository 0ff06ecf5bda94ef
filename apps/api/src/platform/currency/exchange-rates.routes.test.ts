import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('GET /currency/exchange-rates', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ seed: true });
  });
  afterAll(async () => testApp.close());

  it('answers a cacheable US-dollar table with a rate for each display currency', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/currency/exchange-rates' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=3600/);
    const { data } = response.json();
    expect(data.base).toBe('USD');
    expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(data.rates.COP)).toBeGreaterThan(1000);
    expect(Number(data.rates.EUR)).toBeLessThan(2);
  });

  it('answers 304 to a browser or CDN that holds the same table', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/currency/exchange-rates' });
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/currency/exchange-rates',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toMatch(/^public, max-age=3600/);
  });

  it('answers 503 problem+json when no rates are loaded', async () => {
    const empty = await buildTestApp();
    const response = await empty.app.inject({ method: 'GET', url: '/currency/exchange-rates' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    // Not kept by a CDN for an hour: the next request may find the rates loaded.
    expect(response.headers['cache-control']).toBe('no-store');
    await empty.close();
  });
});
