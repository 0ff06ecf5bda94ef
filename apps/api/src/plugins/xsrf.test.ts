import { CONSENT_POLICY_VERSION } from '@travel/domain/consent';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_WEB_ORIGIN, type TestApp } from '../test/build-test-app.ts';

const consent = {
  performance: false,
  marketing: false,
  method: 'reject_all',
  policyVersion: CONSENT_POLICY_VERSION,
};

describe('XSRF protection (spec §9)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const tokenOf = (response: LightMyRequestResponse) => String(response.headers['x-xsrf-token'] ?? '');
  const cookieOf = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');

  async function startFromThePage() {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/user/session/start',
      payload: {},
      headers: { origin: TEST_WEB_ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    const agent = response.cookies.find((cookie) => cookie.name === 'agent_id')?.value;
    return { token: tokenOf(response), cookie: `agent_id=${agent}; XSRF-TOKEN=${cookieOf(response)?.value}` };
  }

  it('hands the page its token at session start: in a readable cookie and an exposed answer header', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/user/session/start',
      payload: {},
      headers: { origin: TEST_WEB_ORIGIN },
    });
    expect(tokenOf(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(response)).toMatchObject({ value: tokenOf(response), sameSite: 'Lax', path: '/' });
    expect(cookieOf(response)?.httpOnly).toBeFalsy();
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/X-XSRF-TOKEN/i);
  });

  it('answers a CORS preflight without a token, with or without cookies (the browser asks before every write)', async () => {
    for (const cookie of [undefined, 'XSRF-TOKEN=abc']) {
      const response = await testApp.app.inject({
        method: 'OPTIONS',
        url: '/air/flight-offer/validate',
        headers: {
          origin: TEST_WEB_ORIGIN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-xsrf-token',
          ...(cookie ? { cookie } : {}),
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
      expect(tokenOf(response)).toBe('');
    }
  });

  it('hands a browser without a token one on a read, and repeats a valid one without setting it again', async () => {
    const first = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: TEST_WEB_ORIGIN },
    });
    expect(tokenOf(first)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(first)?.value).toBe(tokenOf(first));
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: TEST_WEB_ORIGIN, cookie: `XSRF-TOKEN=${tokenOf(first)}` },
    });
    expect(tokenOf(again)).toBe(tokenOf(first));
    expect(cookieOf(again)).toBeUndefined();
    const server = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(tokenOf(server)).toBe('');
  });

  it('accepts a browser call with cookies that repeats the token', async () => {
    const { token, cookie } = await startFromThePage();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/visitor/consent',
      payload: consent,
      headers: { origin: TEST_WEB_ORIGIN, cookie, 'x-xsrf-token': token },
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['without the header', undefined],
    ['with another token', 'A'.repeat(43)],
  ])('refuses a browser call with cookies %s: 403, nothing recorded', async (_name, header) => {
    const { cookie } = await startFromThePage();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/visitor/consent',
      payload: consent,
      headers: { origin: 'https://evil.example', cookie, ...(header ? { 'x-xsrf-token': header } : {}) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('XSRF_TOKEN_INVALID');
  });

  it('refuses a forged cookie and header pair the API never issued in the right shape', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/visitor/consent',
      payload: consent,
      headers: { origin: TEST_WEB_ORIGIN, cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
    });
    expect(response.statusCode).toBe(403);
  });

  it("lets the hosted payment page's own forms through: their Origin is null under its no-referrer policy", async () => {
    const { cookie } = await startFromThePage();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/payment/sandbox/pay/cart_0123456789abcdef0123456789abcdef/authorise',
      headers: { origin: 'null', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).not.toBe(403);
  });

  it('does not ask calls without cookies (the web server, card tokenization) nor reads', async () => {
    const serverCall = await testApp.app.inject({
      method: 'POST',
      url: '/visitor/consent',
      payload: consent,
    });
    expect(serverCall.statusCode).toBe(201);
    const read = await testApp.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: TEST_WEB_ORIGIN, cookie: 'agent_id=x' },
    });
    expect(read.statusCode).toBe(200);
  });
});
