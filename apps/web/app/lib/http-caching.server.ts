import { createHash } from 'node:crypto';
import { PERSONAL_PAGE_HEADERS } from './http-caching';

/**
 * The headers a 304 keeps (RFC 9110 §15.4.5: the caching fields and validators, nothing about the
 * representation). Above all not Content-Security-Policy: RFC 9111 §4.3.4 has the browser replace the
 * stored page's headers by the 304's, and a new nonce over the stored HTML's old one would block every
 * script on it. Set-Cookie is not about the representation; a browser applies it from a 304 too.
 */
const NOT_MODIFIED_HEADERS = [
  'cache-control',
  'content-location',
  'date',
  'etag',
  'expires',
  'vary',
  'set-cookie',
];

/**
 * Whether an `If-None-Match` header names this tag, with the weak comparison RFC 9110 §13.1.2
 * asks for: `W/` prefixes ignored, a list of tags, or `*`.
 */
export function ifNoneMatchMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === opaque);
}

/**
 * A weak tag over a body with its nonce taken out: two renders of the same page differ only by their
 * nonce, so they are semantically the same (weak: the bytes differ, and compression changes them too).
 */
export function pageEtag(body: string, nonce?: string): string {
  const stable = nonce ? body.replaceAll(nonce, '') : body;
  return `W/"${createHash('sha1').update(stable).digest('base64url')}"`;
}

/**
 * The caching of everything React Router answers (documents, `.data`, resource routes):
 * - no Cache-Control from the route: `private, no-store` (nothing with a visitor's data is kept by
 *   accident);
 * - a 200 to GET whose Cache-Control lets it be stored: read whole, tagged with `pageEtag`, and
 *   answered `304 Not Modified` with only the caching headers when `If-None-Match` names the tag.
 *
 * Reading the body whole ends streaming for those pages: they are the ones without deferred data
 * (content, deals, forms), rendered at once; pages that stream stay `no-store` and untouched.
 */
export async function applyHttpCaching(
  request: Request,
  response: Response,
  options: { nonce?: string } = {},
): Promise<Response> {
  if (!response.headers.has('Cache-Control')) {
    for (const [name, value] of Object.entries(PERSONAL_PAGE_HEADERS)) response.headers.set(name, value);
  }
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  if (
    request.method !== 'GET' ||
    response.status !== 200 ||
    !response.body ||
    /\bno-store\b/i.test(cacheControl)
  )
    return response;

  const body = await response.text();
  const etag = pageEtag(body, options.nonce);
  const headers = new Headers(response.headers);
  headers.set('ETag', etag);
  if (!ifNoneMatchMatches(request.headers.get('If-None-Match'), etag)) {
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  }
  const kept = new Headers();
  for (const [name, value] of headers) if (NOT_MODIFIED_HEADERS.includes(name)) kept.append(name, value);
  return new Response(null, { status: 304, headers: kept });
}
