import {
  WebVitalsBatchSchema,
  WebVitalsReportQuerySchema,
  WebVitalsReportResponseSchema,
} from '@travel/contract/web-vitals';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { requireReportsToken } from '../reports/reports.routes.ts';
import type { WebVitalsService } from './web-vitals.service.ts';

/** Ten samples are a few hundred bytes; anything near this is not a batch of ours. */
export const WEB_VITALS_BODY_LIMIT = 4 * 1024;

/**
 * POST /rum/web-vitals (decision 022). The page sends it with `navigator.sendBeacon`, which can set
 * no header and posts a string as text/plain (no CORS preflight, so it survives the page closing):
 * this scope alone reads text/plain, as JSON. Exempt from the XSRF check, which needs a header: it
 * changes no visitor's state, and the service requires the site's Origin and performance consent.
 */
export function webVitalsRoutes(service: WebVitalsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: WEB_VITALS_BODY_LIMIT },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(new AppError('MALFORMED_REQUEST', { detail: 'The body is not JSON.' }));
        }
      },
    );
    app.post(
      '/rum/web-vitals',
      {
        bodyLimit: WEB_VITALS_BODY_LIMIT,
        schema: {
          tags: ['rum'],
          summary: 'Core Web Vitals of one page view of a visitor who allowed performance cookies',
          description:
            'Sent by `navigator.sendBeacon` (text/plain holding JSON) or `fetch` with `keepalive` (application/json). ' +
            'Requires the Origin of the site and a `consent` allowing performance; stores no URL, IP or visitor id.',
          body: WebVitalsBatchSchema,
          response: {
            204: z.null().describe('Stored'),
            400: ProblemSchema,
            403: ProblemSchema,
            413: ProblemSchema,
            415: ProblemSchema,
            429: ProblemSchema,
          },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' }, xsrf: false },
      },
      async (request, reply) => {
        await service.record(request.body, { origin: request.headers.origin });
        return reply.code(204).send(null);
      },
    );
  };
}

/** GET /reports/web-vitals behind REPORTS_TOKEN, like the attribution report (reports.routes.ts). */
export function webVitalsReportRoutes(
  service: WebVitalsService,
  options: { token: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reports/web-vitals',
      {
        schema: {
          tags: ['reports'],
          summary: 'Real visitors’ Core Web Vitals per page type and metric: count, p75 and rating shares',
          description: 'Days are UTC, both included. Requires `Authorization: Bearer <REPORTS_TOKEN>`.',
          querystring: WebVitalsReportQuerySchema,
          response: { 200: WebVitalsReportResponseSchema, 400: ProblemSchema, 401: ProblemSchema },
        },
      },
      async (request, reply) => {
        requireReportsToken(request, reply, options.token);
        return { data: await service.report(request.query) };
      },
    );
  };
}
