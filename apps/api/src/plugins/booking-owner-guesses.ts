import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by this plugin on every route whose body names a booking by its reference and e-mail. */
    bookingOwnerCheck?: boolean;
  }
}

/**
 * Wrong reference-and-e-mail pairs an address may send in a window, across every route that checks
 * them. Only failures count: a traveller opening their own booking, its documents and its bags
 * spends nothing, while each route's own limit still caps the traffic.
 */
export const BOOKING_OWNER_GUESSES = { max: 10, timeWindow: 10 * 60_000 };

const namesBookingOwner = (schema: unknown) =>
  schema instanceof z.ZodObject && 'referenceId' in schema.shape && 'email' in schema.shape;

/**
 * One budget of failed owner checks per address (IPv4, or an IPv6 /64 as the rate limiter counts
 * them): each route's own limit is per route, so together they allowed well over a hundred guesses a
 * minute. Counted in the rate limiter's store (PostgreSQL in production), shared by every replica.
 * Registered after the security plugin, whose rate limiter it uses.
 */
export const bookingOwnerGuessesPlugin = fp(
  async (app: FastifyInstance) => {
    const failures = app.createRateLimit({
      max: BOOKING_OWNER_GUESSES.max,
      timeWindow: BOOKING_OWNER_GUESSES.timeWindow,
      keyGenerator: (request: FastifyRequest) => `booking-owner-failures|${normalizeIP(request.ip, 64)}`,
    });

    app.addHook('onRoute', (route) => {
      if (route.schema && namesBookingOwner(route.schema.body)) {
        route.config = { ...route.config, bookingOwnerCheck: true };
      }
    });
    // preHandler: after the route's own limit (onRequest) and the body's validation.
    app.addHook('preHandler', async (request, reply) => {
      if (!request.routeOptions.config.bookingOwnerCheck) return;
      const spent = await failures(request, { increment: false });
      if (!spent.isAllowed && spent.remaining === 0) {
        reply.header('retry-after', String(Math.max(1, spent.ttlInSeconds)));
        throw new AppError('RATE_LIMITED');
      }
    });
    app.addHook('onError', async (request, _reply, error) => {
      if (!request.routeOptions.config.bookingOwnerCheck) return;
      if (error instanceof AppError && error.code === 'BOOKING_NOT_FOUND') await failures(request);
    });
  },
  { name: 'booking-owner-guesses', dependencies: ['security'] },
);
