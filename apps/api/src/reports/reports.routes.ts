import { createHash, timingSafeEqual } from 'node:crypto';
import { AttributionReportQuerySchema, AttributionReportResponseSchema } from '@travel/contract/reports';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import type { AttributionReportService } from './attribution-report.service.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the length nor the bytes of the token leak through timing. */
export function isReportsToken(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * The gate of every route for the people who run the site: a wrong or missing bearer token is a 401
 * naming the realm; a right one makes the answer private and never stored.
 */
export function requireReportsToken(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  realm: 'reports' | 'operator' = 'reports',
): void {
  if (!isReportsToken(request.headers.authorization, token)) {
    reply.header('www-authenticate', `Bearer realm="${realm}"`);
    throw new AppError('REPORT_UNAUTHORIZED');
  }
  reply.header('cache-control', 'private, no-store');
}

/**
 * Reports for the people who run the site, behind REPORTS_TOKEN (a bearer token). Without a token
 * configured the routes do not exist: business figures are never public by default.
 */
export function reportsRoutes(
  service: AttributionReportService,
  options: { token: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reports/attribution',
      {
        schema: {
          tags: ['reports'],
          summary: 'Bookings and searches per campaign (utm source and medium) for a date range',
          description: 'Days are UTC, both included. Requires `Authorization: Bearer <REPORTS_TOKEN>`.',
          querystring: AttributionReportQuerySchema,
          response: { 200: AttributionReportResponseSchema, 400: ProblemSchema, 401: ProblemSchema },
        },
      },
      async (request, reply) => {
        requireReportsToken(request, reply, options.token);
        return { data: await service.report(request.query) };
      },
    );
  };
}
