import type { Worker } from 'node:worker_threads';
import { ERROR_CATALOGUE, type ErrorCode } from '@travel/domain/problem';
import { AppError } from '../errors.ts';
import { startWorker } from '../platform/start-worker.ts';
import { withTimeout } from '../platform/with-timeout.ts';
import type { CheckedSearch, PageRequest, SearchPages } from './search-pages.ts';

/** What the API's thread asks the worker (search-pages.worker.ts). */
export type SearchPagesRequest =
  | { id: number; kind: 'answer'; page: PageRequest }
  | { id: number; kind: 'cheapest'; search: CheckedSearch };

/** The worker's answer to one request. */
export type SearchPagesReply =
  | { id: number; ok: true; body: Uint8Array }
  | { id: number; ok: true; cheapest: string | null }
  | { id: number; ok: false; code: string | null; detail: string };

/** As long as a supplier call may take (ARCHITECTURE §6); a page takes about a millisecond. */
const DEFAULT_TIMEOUT_MS = 30_000;

export interface ThreadedSearchPagesOptions {
  /** The worker's module: search-pages.worker.js in the bundle, or its TypeScript source. */
  workerUrl: URL;
  /** Told when the worker stops or fails (the server logs it); the next request starts another. */
  onLost?: (error: Error) => void;
  timeoutMs?: number;
}

const isErrorCode = (code: string | null): code is ErrorCode => code !== null && code in ERROR_CATALOGUE;

/**
 * Results pages made in a worker thread (decision 031): a distinct search is most of a millisecond of
 * CPU, and in the API's own thread it held every other request behind it while the machine's other
 * core sat idle. The API's thread checks the search (airports, dates, rates) and sends the page's
 * bytes; the worker runs the built-in supplier, the views, the page, the JSON and its compression.
 * A worker that dies fails the requests it held (SUPPLIER_UNAVAILABLE) and is started again on the
 * next one.
 */
export function createThreadedSearchPages(options: ThreadedSearchPagesOptions): SearchPages {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pending = new Map<
    number,
    { resolve: (reply: SearchPagesReply) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let worker: Worker | undefined;
  let closed = false;

  function failPending(error: Error) {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function start(): Worker {
    const started = startWorker(options.workerUrl);
    // Never what keeps the process alive: the HTTP server is.
    started.unref();
    started.on('message', (reply: SearchPagesReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      waiting?.resolve(reply);
    });
    const lost = (error: Error) => {
      if (worker !== started) return;
      worker = undefined;
      failPending(error);
      if (!closed) options.onLost?.(error);
    };
    started.on('error', lost);
    started.on('exit', (code) => lost(new Error(`the search worker stopped (exit code ${code})`)));
    return started;
  }

  async function ask(request: SearchPagesRequest): Promise<SearchPagesReply> {
    if (closed) throw new AppError('SUPPLIER_UNAVAILABLE', { detail: 'the search worker is closed' });
    worker ??= start();
    const target = worker;
    const reply = new Promise<SearchPagesReply>((resolve, reject) => {
      pending.set(request.id, { resolve, reject });
    });
    try {
      target.postMessage(request);
      const answered = await withTimeout(reply, timeoutMs, 'flight search');
      if (answered.ok) return answered;
      throw isErrorCode(answered.code)
        ? new AppError(answered.code, { detail: answered.detail })
        : new AppError('SUPPLIER_UNAVAILABLE', { detail: 'flight search failed', cause: answered.detail });
    } catch (error) {
      pending.delete(request.id);
      if (error instanceof AppError) throw error;
      throw new AppError('SUPPLIER_UNAVAILABLE', {
        detail: error instanceof Error ? error.message : 'flight search failed',
        cause: error,
      });
    }
  }

  // Started now, so the first search does not wait for the worker to load its reference data.
  worker = start();

  return {
    async answer(page) {
      const reply = await ask({ id: nextId++, kind: 'answer', page });
      if (!('body' in reply)) throw new Error('the search worker answered a page without its body');
      // The worker's bytes arrive as a Uint8Array: a Buffer over the same memory, not a copy.
      return Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength);
    },

    async cheapest(search) {
      const reply = await ask({ id: nextId++, kind: 'cheapest', search });
      if (!('cheapest' in reply)) throw new Error('the search worker answered a price without it');
      return reply.cheapest;
    },

    /** Stops the worker; what it still held fails. */
    async close() {
      closed = true;
      const stopping = worker;
      worker = undefined;
      if (stopping) await stopping.terminate();
      failPending(new Error('the search worker was closed'));
    },
  };
}
