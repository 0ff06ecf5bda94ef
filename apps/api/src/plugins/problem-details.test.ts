import { ProblemSchema } from '@travel/domain/problem';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

describe('problem details', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  const inject = (options: InjectOptions) => testApp.app.inject(options);

  it('answers an unknown route with 404 problem+json', async () => {
    const response = await inject({ method: 'GET', url: '/no/such/route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = ProblemSchema.parse(response.json());
    expect(problem).toMatchObject({ code: 'ROUTE_NOT_FOUND', status: 404, instance: '/no/such/route' });
    expect(problem.titles.es).toBe('La dirección solicitada no existe.');
    expect(problem.titles.pt).toBe('O endereço solicitado não existe.');
  });

  it('answers a known address asked with another method with 405 and the methods it takes', async () => {
    const deleted = await inject({ method: 'DELETE', url: '/user/booking/lookup' });
    expect(deleted.statusCode).toBe(405);
    expect(deleted.headers.allow).toBe('POST');
    const problem = ProblemSchema.parse(deleted.json());
    expect(problem).toMatchObject({ code: 'METHOD_NOT_ALLOWED', status: 405 });
    // A route with a parameter, asked with a query string: its GET and HEAD.
    const posted = await inject({ method: 'POST', url: '/search/airports?term=bog' });
    expect(posted.statusCode).toBe(405);
    expect(posted.headers.allow).toBe('GET, HEAD');
    // An address no method has stays a 404.
    expect((await inject({ method: 'DELETE', url: '/no/such/route' })).statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/search_requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"tripType": ',
    });
    expect(response.statusCode).toBe(400);
    expect(ProblemSchema.parse(response.json()).code).toBe('MALFORMED_REQUEST');
    expect(response.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answers an invalid body with 400 naming every failing field', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/search_requests',
      payload: {
        tripType: '3',
        criteria: { cabin: 'ECONOMY', currencyCode: 'usd', legInfo: [], travelerInfo: {} },
      },
    });
    expect(response.statusCode).toBe(400);
    const problem = ProblemSchema.parse(response.json());
    expect(problem.code).toBe('VALIDATION_FAILED');
    const paths = problem.errors?.map((error) => error.path) ?? [];
    expect(paths).toEqual(
      expect.arrayContaining([
        'tripType',
        'criteria.currencyCode',
        'criteria.legInfo',
        'criteria.travelerInfo.adult',
      ]),
    );
  });

  it('answers a wrong content type with 415', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/search_requests',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(ProblemSchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an oversized body with 413', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/search_requests',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(ProblemSchema.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a malformed path parameter with 400, not 500', async () => {
    const response = await inject({ method: 'PATCH', url: '/api/search_requests/not-a-uuid', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(ProblemSchema.parse(response.json()).errors?.[0]?.path).toBe('params.id');
  });
});

describe('security headers and CORS', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  it('sends helmet headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('allows the web origin and no other', async () => {
    const allowed = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/search_requests',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const refused = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/search_requests',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => testApp.close());

  it('serves a document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/api/search_requests', '/api/search_requests/{id}']),
    );
    const create = document.paths['/api/search_requests'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty('criteria');
  });

  it('serves the browsable docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
