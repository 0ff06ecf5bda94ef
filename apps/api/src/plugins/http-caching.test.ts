import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL, httpCachingPlugin, ifNoneMatchMatches, strongEtag } from './http-caching.ts';

describe('ifNoneMatchMatches', () => {
  const etag = '"abc"';

  it('matches the same tag, weak or strong, alone or in a list', () => {
    expect(ifNoneMatchMatches('"abc"', etag)).toBe(true);
    expect(ifNoneMatchMatches('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchMatches('"xyz", W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchMatches('"abc"', 'W/"abc"')).toBe(true);
  });

  it('matches any tag with *', () => {
    expect(ifNoneMatchMatches(' * ', etag)).toBe(true);
  });

  it('does not match another tag, a tag without quotes, or no header', () => {
    expect(ifNoneMatchMatches('"abd"', etag)).toBe(false);
    expect(ifNoneMatchMatches('abc', etag)).toBe(false);
    expect(ifNoneMatchMatches(undefined, etag)).toBe(false);
    expect(ifNoneMatchMatches('', etag)).toBe(false);
  });
});

describe('httpCachingPlugin', () => {
  const app = Fastify();
  const body = { data: { city: 'Bogotá' } };

  beforeAll(async () => {
    await app.register(httpCachingPlugin);
    app.get('/public', async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.referenceData);
      return body;
    });
    app.get('/personal', async () => ({ booking: 'ABC123' }));
    app.get('/fails-after-setting-public', async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.publishedContent);
      return reply.code(502).send({ code: 'CONTENT_SOURCE_UNAVAILABLE' });
    });
    app.post('/public', async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL.referenceData);
      return body;
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('tags a cacheable answer with a strong ETag over the bytes sent', async () => {
    const response = await app.inject({ method: 'GET', url: '/public' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(CACHE_CONTROL.referenceData);
    expect(response.headers.etag).toBe(strongEtag(response.body));
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 without a body when If-None-Match names the tag, keeping the caching fields', async () => {
    const { etag } = (await app.inject({ method: 'GET', url: '/public' })).headers;
    for (const ifNoneMatch of [String(etag), `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await app.inject({
        method: 'GET',
        url: '/public',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.statusCode).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(etag);
      expect(response.headers['cache-control']).toBe(CACHE_CONTROL.referenceData);
      expect(response.headers['content-type']).toBeUndefined();
    }
  });

  it('answers in full when the tag held is another one', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/public',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(body);
  });

  it('gives HEAD the ETag a GET gets', async () => {
    const get = await app.inject({ method: 'GET', url: '/public' });
    const head = await app.inject({ method: 'HEAD', url: '/public' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('keeps an answer whose route says nothing out of every cache, without a tag', async () => {
    const response = await app.inject({ method: 'GET', url: '/personal', headers: { 'if-none-match': '*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
  });

  it('never lets a cache keep an error, even from a cacheable route', async () => {
    const response = await app.inject({ method: 'GET', url: '/fails-after-setting-public' });
    expect(response.statusCode).toBe(502);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.etag).toBeUndefined();
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('does not tag or answer 304 to a POST', async () => {
    const response = await app.inject({ method: 'POST', url: '/public', headers: { 'if-none-match': '*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeUndefined();
  });
});
