import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

/** The content codings a serialized answer is sent in, besides none. */
export type ContentEncoding = 'br' | 'gzip';

/** A JSON answer ready to send: the bytes, and the same bytes compressed, each made on first use. */
export interface SerializedAnswer {
  json: Buffer;
  encoded(encoding: ContentEncoding): Buffer;
}

export interface SerializedCache {
  /** The cached answer for `key`, or the JSON text `compute()` gives, computed once even for concurrent callers. */
  get(key: string, compute: () => Promise<string>): Promise<SerializedAnswer>;
}

/*
 * The fast settings: a search answer is ~450 KB of very repetitive JSON, computed for one visitor and
 * often sent once. Measured on that JSON (bench/README.md, Search): brotli quality 1 takes ~0.2 ms
 * and gives ~6 KB; gzip level 1 ~0.6 ms and ~17 KB; gzip level 6 (the old setting) ~1.1 ms and ~9 KB.
 * Synchronous: that is less than the hop to libuv's thread pool and its stream machinery cost here.
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;
const SMALL_WINDOW_BITS = 16;
const SMALL_WINDOW_BYTES = 2 ** SMALL_WINDOW_BITS;
/** Brotli's default window. */
const LARGE_WINDOW_BITS = 22;

/** JSON as sent in `encoding`: compressed with the fast settings above, as is without one. */
export function encodeJson(json: Buffer, encoding: ContentEncoding | undefined): Buffer {
  return encoding ? compressJson(json, encoding) : json;
}

function compressJson(json: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          // The encoder sets up its window at every call: 64 KB instead of 4 MB for what fits in it
          // (a results page: ~24 µs instead of ~35, the same bytes out).
          [constants.BROTLI_PARAM_LGWIN]:
            json.length <= SMALL_WINDOW_BYTES ? SMALL_WINDOW_BITS : LARGE_WINDOW_BITS,
        },
      })
    : gzipSync(json, { level: GZIP_LEVEL });
}

/** JSON bytes as an answer whose compressed copies are made on first use and kept. */
function serializedAnswer(json: Buffer): SerializedAnswer {
  const encodings = new Map<ContentEncoding, Buffer>();
  return {
    json,
    encoded(encoding) {
      let encoded = encodings.get(encoding);
      if (!encoded) {
        encoded = compressJson(json, encoding);
        encodings.set(encoding, encoded);
      }
      return encoded;
    },
  };
}

/**
 * A per-process cache of serialized answers that are pure functions of their key (flight searches are
 * deterministic for a query within the hour). Another replica recomputes the same answer, so this is
 * a speed-up, not state.
 */
export function createSerializedCache(options: { maxBytes: number; ttlMs: number }): SerializedCache {
  const cache = new LRUCache<string, SerializedAnswer>({
    maxSize: options.maxBytes,
    // The compressed copies are a few percent of the JSON.
    sizeCalculation: (answer) => Math.ceil(answer.json.length * 1.05) || 1,
    ttl: options.ttlMs,
  });
  const inFlight = new Map<string, Promise<SerializedAnswer>>();
  return {
    async get(key, compute) {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = compute()
        .then((text) => {
          const answer = serializedAnswer(Buffer.from(text));
          cache.set(key, answer);
          return answer;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}

/**
 * The coding to send to a client with this Accept-Encoding: brotli when it accepts it (browsers do),
 * else gzip (Node's fetch on Node 20 asks for gzip and deflate), else none. A coding refused with q=0
 * is never chosen; `*` stands for gzip.
 */
export function pickContentEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const isRefused = params.some((param) => /^\s*q=0(\.0+)?\s*$/.test(param));
    (isRefused ? refused : accepted).add(coding.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || (accepted.has('*') && !refused.has('gzip'))) return 'gzip';
  return undefined;
}

/**
 * Sends an answer already serialized, compressed in the coding the client accepts. It skips the
 * response schema's serializer: callers build it from typed, validated values and test its shape
 * against the schema.
 */
export function sendSerializedAnswer(
  reply: FastifyReply,
  acceptEncoding: string | undefined,
  answer: SerializedAnswer,
): FastifyReply {
  const encoding = pickContentEncoding(acceptEncoding);
  return sendJsonBytes(reply, encoding, encoding ? answer.encoded(encoding) : answer.json);
}

/** Sends JSON bytes already in `encoding` (`pickContentEncoding`'s choice), or plain without one. */
export function sendJsonBytes(
  reply: FastifyReply,
  encoding: ContentEncoding | undefined,
  bytes: Buffer,
): FastifyReply {
  // Added to what is there: CORS has already put Origin in Vary, and a cache must keep both apart.
  const vary = reply.getHeader('vary');
  reply
    .type('application/json; charset=utf-8')
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
