import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { SUPPLIER_TIMEOUT_MS } from './flights/air.service.ts';

/** How long the HTTP server waits on a client, in milliseconds (slow or stalled clients, slowloris). */
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this; else 408 and the socket closes. */
  request: number;
  /** The headers must arrive within this; else 408. */
  headers: number;
  /**
   * A socket with no traffic either way for this long is destroyed. It also runs while a handler
   * works, so it stays above the supplier's 30 s timeout: a slow search still gets its 503.
   */
  connection: number;
  /** An idle keep-alive connection is closed after this. */
  keepAlive: number;
  /** How often Node checks the request and header deadlines (its default is 30 s). */
  checkInterval: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  request: 30_000,
  headers: 10_000,
  connection: SUPPLIER_TIMEOUT_MS + 15_000,
  keepAlive: 10_000,
  checkInterval: 2_000,
};

/** Fastify's options for the limits, `http.Server`'s where Fastify has none of its own. */
export function serverTimeoutOptions(
  overrides: Partial<ServerTimeouts> = {},
): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout' | 'http'> {
  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS, ...overrides };
  return {
    requestTimeout: timeouts.request,
    connectionTimeout: timeouts.connection,
    keepAliveTimeout: timeouts.keepAlive,
    http: { headersTimeout: timeouts.headers, connectionsCheckingInterval: timeouts.checkInterval },
  };
}
