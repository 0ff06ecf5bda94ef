// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PERSONAL_PAGE_HEADERS, REVALIDATED_PAGE_HEADERS } from './http-caching';
import { applyHttpCaching, ifNoneMatchMatches, pageEtag } from './http-caching.server';

const NONCE = 'bm9uY2Utb2YtdGhpcy1yZXF1ZXN0';
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}">start()</script></head><body>Cusco</body></html>`;

function documentResponse(nonce: string, headers: Record<string, string> = REVALIDATED_PAGE_HEADERS) {
  return new Response(page(nonce), {
    headers: {
      'Content-Type': 'text/html',
      'Content-Security-Policy': `script-src 'nonce-${nonce}'`,
      ...headers,
    },
  });
}

const get = (headers: Record<string, string> = {}) =>
  new Request('http://localhost/articulos/cusco', { headers });

describe('ifNoneMatchMatches', () => {
  it('matches the same tag, weak or strong, alone, in a list, or *', () => {
    expect(ifNoneMatchMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(ifNoneMatchMatches('*', 'W/"abc"')).toBe(true);
  });

  it('does not match another tag or no header', () => {
    expect(ifNoneMatchMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(ifNoneMatchMatches(null, 'W/"abc"')).toBe(false);
  });
});

describe('pageEtag', () => {
  it('gives two renders that differ only by their nonce the same weak tag', () => {
    const tag = pageEtag(page(NONCE), NONCE);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(pageEtag(page('b3RoZXItbm9uY2UtdmFsdWU'), 'b3RoZXItbm9uY2UtdmFsdWU')).toBe(tag);
  });

  it('changes when what the page shows changes', () => {
    expect(pageEtag(page(NONCE).replace('Cusco', 'Lima'), NONCE)).not.toBe(pageEtag(page(NONCE), NONCE));
  });
});

describe('applyHttpCaching', () => {
  it('tags a revalidated page and sends it whole', async () => {
    const response = await applyHttpCaching(get(), documentResponse(NONCE), { nonce: NONCE });
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBe(pageEtag(page(NONCE), NONCE));
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(await response.text()).toBe(page(NONCE));
  });

  it('answers 304 to a browser holding the page from an earlier request, without the new nonce', async () => {
    const first = await applyHttpCaching(get(), documentResponse(NONCE), { nonce: NONCE });
    const etag = first.headers.get('ETag') ?? '';
    const otherNonce = 'b3RoZXItbm9uY2UtdmFsdWU';
    const again = await applyHttpCaching(get({ 'If-None-Match': etag }), documentResponse(otherNonce), {
      nonce: otherNonce,
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe('private, no-cache');
    // The stored page keeps the CSP its HTML's nonce belongs to.
    expect(again.headers.get('Content-Security-Policy')).toBeNull();
    expect(again.headers.get('Content-Type')).toBeNull();
  });

  it('answers in full when the page changed since', async () => {
    const response = await applyHttpCaching(get({ 'If-None-Match': 'W/"old"' }), documentResponse(NONCE), {
      nonce: NONCE,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Cusco');
  });

  it('keeps a page that names no policy out of every cache, untouched', async () => {
    const original = documentResponse(NONCE, {});
    const response = await applyHttpCaching(get({ 'If-None-Match': '*' }), original, { nonce: NONCE });
    expect(response).toBe(original);
    expect(response.headers.get('Cache-Control')).toBe(PERSONAL_PAGE_HEADERS['Cache-Control']);
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('leaves a personal page streaming, without a tag', async () => {
    const original = documentResponse(NONCE, PERSONAL_PAGE_HEADERS);
    const response = await applyHttpCaching(get({ 'If-None-Match': '*' }), original, { nonce: NONCE });
    expect(response).toBe(original);
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('does not tag errors or answers to POST', async () => {
    const missing = new Response('No existe', { status: 404, headers: REVALIDATED_PAGE_HEADERS });
    expect((await applyHttpCaching(get({ 'If-None-Match': '*' }), missing)).status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
    const post = new Request('http://localhost/articulos/cusco', {
      method: 'POST',
      headers: { 'If-None-Match': '*' },
    });
    expect((await applyHttpCaching(post, documentResponse(NONCE), { nonce: NONCE })).status).toBe(200);
  });
});
