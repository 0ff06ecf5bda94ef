import http from 'node:http';
import https from 'node:https';
import type { AmadeusHttp, AmadeusResponseError } from 'amadeus';

/** Where an Amadeus adapter connects: a custom base URL (a proxy, a test fake) or Amadeus's own hosts. */
export function resolveAmadeusEndpoint(options: { baseUrl?: string; hostname?: 'test' | 'production' }): {
  host: string;
  port: number;
  ssl: boolean;
} {
  if (options.baseUrl) {
    const url = new URL(options.baseUrl);
    const ssl = url.protocol === 'https:';
    return { host: url.hostname, port: url.port ? Number(url.port) : ssl ? 443 : 80, ssl };
  }
  return {
    host: options.hostname === 'production' ? 'api.amadeus.com' : 'test.api.amadeus.com',
    port: 443,
    ssl: true,
  };
}

/** Our transport for the SDK, so the scheme is ours and a silent server is cut off instead of holding a socket. */
export function createAmadeusTransport(ssl: boolean, idleTimeoutMs: number): AmadeusHttp {
  const transport = ssl ? https : http;
  return {
    request(requestOptions) {
      const request = transport.request({
        ...requestOptions,
        protocol: ssl ? 'https:' : 'http:',
        timeout: idleTimeoutMs,
      });
      request.on('timeout', () => request.destroy(new Error(`Amadeus silent for ${idleTimeoutMs} ms`)));
      return request;
    },
  };
}

/** The SDK's error for an answer it got (as opposed to a failure of our own code). */
export function isAmadeusResponseError(
  error: unknown,
): error is Partial<AmadeusResponseError> & { code: string } {
  return typeof error === 'object' && error !== null && 'code' in error && 'response' in error;
}
