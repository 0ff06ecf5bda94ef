import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API's caching policies (decision 025). A route that answers everyone the same sets one of the
 * shared ones; every other answer is `no-store` unless its route says otherwise.
 */
export const CACHE_CONTROL = {
  /** Airports, exchange rates: change rarely; a browser or CDN keeps them an hour, then revalidates. */
  referenceData: 'public, max-age=3600, stale-while-revalidate=86400',
  /** Content (CRM) pages: change when editors publish. */
  publishedContent: 'public, max-age=300, stale-while-revalidate=86400',
  /** Deals: prices move through the day, and every search re-prices, so a short stale window. */
  pricedListing: 'public, max-age=300, stale-while-revalidate=300',
  /** Personal or money answers (sessions, bookings, payments, reports), and the default. */
  none: 'no-store',
} as const;

/** An entity tag the body of an answer gives: equal bytes, equal tag (strong: RFC 9110 §8.8.3). */
export function strongEtag(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether an `If-None-Match` header names this tag, with the weak comparison RFC 9110 §13.1.2
 * asks for: `W/` prefixes ignored, a list of tags, or `*`.
 */
export function ifNoneMatchMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === opaque);
}

/** A GET whose answer may be kept: a 200 with a body, and a Cache-Control that allows storing it. */
function isRevalidatable(method: string, status: number, cacheControl: string, payload: unknown) {
  return (
    (method === 'GET' || method === 'HEAD') &&
    status === 200 &&
    !/\bno-store\b/i.test(cacheControl) &&
    (typeof payload === 'string' || Buffer.isBuffer(payload))
  );
}

/**
 * Caching for every answer, in one `onSend` hook:
 * - no `Cache-Control` from the route: `no-store` (nothing is kept by accident);
 * - an error (4xx, 5xx): `no-store`, whatever the route set before it failed (a CDN must not keep a
 *   429 or a 502 for everyone);
 * - a 200 to GET/HEAD that may be stored: a strong ETag over the bytes sent, and `304 Not Modified`
 *   without a body when `If-None-Match` names it.
 *
 * @fastify/etag was used by the content routes; it tags every answer in its scope (errors and POSTs
 * too) and compares `If-None-Match` as one exact string (a list or `*` never matches), so the hook is
 * our own. The API compresses nothing itself (the flight search gzips its own POST answer), so the
 * tag is over the bytes on the wire; a compression plugin added later must come after this one
 * (onSend hooks run in order) so the tag stays over the identity body, weakened by the compressor.
 */
export const httpCachingPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const status = reply.statusCode;
      if (!reply.hasHeader('cache-control') || status >= 400)
        reply.header('cache-control', CACHE_CONTROL.none);
      const cacheControl = String(reply.getHeader('cache-control'));
      if (!isRevalidatable(request.method, status, cacheControl, payload)) return payload;
      const etag = String(reply.getHeader('etag') ?? strongEtag(payload as string | Buffer));
      reply.header('etag', etag);
      if (!ifNoneMatchMatches(request.headers['if-none-match'], etag)) return payload;
      // RFC 9110 §15.4.5: the validators and caching fields, no representation (type, length, body).
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      return '';
    });
  },
  { name: 'http-caching' },
);
