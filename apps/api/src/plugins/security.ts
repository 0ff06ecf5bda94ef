import cors from '@fastify/cors';
import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityOptions {
  /** Where rate-limit counters live; the plugin's in-process store when absent. */
  rateLimitStore?: RateLimitPluginOptions['store'];
  webOrigin: string;
}

/**
 * Security headers, a CORS allowlist of one origin (the web app, with credentials for the visitor's
 * agent_id cookie), and the rate limiter, which only routes that opt in through `config.rateLimit` use.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, options) => {
    // Helmet's middleware made once: @fastify/helmet built it again on every request (its CSP parsed
    // and checked each time, ~1 % of a booking's CPU). A route's own header still wins (the payment
    // pages' CSP): Fastify's headers take precedence over these at writeHead.
    const securityHeaders = helmet({
      // The API answers JSON; the only HTML it serves is /docs, whose UI needs inline styles.
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
        },
      },
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
    );
    await app.register(cors, {
      origin: [options.webOrigin],
      credentials: true,
      methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
      // The page reads the XSRF token from this answer header (plugins/xsrf.ts).
      exposedHeaders: ['X-XSRF-TOKEN'],
    });
    await app.register(rateLimit, {
      global: false,
      ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
      // The plugin's key counts an IPv4 address by itself (IPv4-mapped IPv6 too) and an IPv6 address
      // by its network: one home or phone holds a whole /64 and could otherwise rotate through it.
      ipv6Subnet: 64,
      // A database hiccup must not lock every visitor out: count again on the next request.
      skipOnError: true,
    });
  },
  { name: 'security' },
);
