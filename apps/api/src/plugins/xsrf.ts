import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/** Spec §9: the XSRF cookie and header names. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a route that issues the token (session start) or a page of the API's own (the sandbox). */
    xsrf?: false;
  }
}

export interface XsrfOptions {
  /** The API's own origin: its HTML pages (the sandbox's) post forms to it and are not cross-site. */
  apiOrigin: string;
  /** Mark the cookie Secure (the API is served over HTTPS). */
  secure: boolean;
}

/** The request's XSRF cookie when it is a well-formed token, else null. */
function validCookieToken(request: FastifyRequest): string | null {
  const token = request.cookies?.[XSRF_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit XSRF protection (spec §9) for the calls a browser makes with its cookies: a state-
 * changing request that carries cookies and comes from another origin (the web app's pages) must
 * repeat the `XSRF-TOKEN` cookie in the `X-XSRF-TOKEN` header. Another site can make a browser send
 * the cookie, never read it. Calls without cookies (the web server's, card tokenization) hold no
 * ambient credential to abuse and are not asked.
 *
 * The token reaches the page in the `X-XSRF-TOKEN` answer header (exposed to CORS), since the API may
 * live on another host whose cookies the page cannot read; the cookie is set when missing.
 */
export const xsrfPlugin = fp<XsrfOptions>(
  async (app: FastifyInstance, options) => {
    // The valid cookie token (or null) of each request the check saw: an answer given before it (a
    // CORS preflight) carries no token.
    const seen = new WeakMap<FastifyRequest, string | null>();

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const token = validCookieToken(request);
      seen.set(request, token);
      if (!STATE_CHANGING.has(request.method) || request.routeOptions.config?.xsrf === false) return;
      const origin = request.headers.origin;
      const hasCookies = Boolean(request.headers.cookie);
      if (!origin || origin === options.apiOrigin || !hasCookies) return;
      const header = request.headers[XSRF_HEADER];
      if (!token || typeof header !== 'string' || !sameToken(header, token)) {
        throw new AppError('XSRF_TOKEN_INVALID');
      }
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      // Only a browser's call (it sends Origin) reads the token: the web server's calls get none, and
      // the random bytes are drawn only for a browser that holds no valid token yet.
      const cookieToken = seen.get(request);
      if (!request.headers.origin || cookieToken === undefined) return;
      const token = cookieToken ?? randomBytes(32).toString('base64url');
      if (!cookieToken) {
        reply.setCookie(XSRF_COOKIE, token, {
          path: '/',
          sameSite: 'lax',
          secure: options.secure,
          httpOnly: false,
        });
      }
      reply.header(XSRF_HEADER, token);
    });
  },
  { name: 'xsrf', dependencies: ['security'] },
);
