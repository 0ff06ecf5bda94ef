import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SessionStartBodySchema,
  SessionStartResponseSchema,
  VisitorLocationQuerySchema,
  VisitorLocationResponseSchema,
} from './visitor.schemas.ts';
import type { VisitorService } from './visitor.service.ts';

export function visitorRoutes(service: VisitorService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/session/start',
      {
        schema: {
          tags: ['visitor'],
          summary: "Start a visitor's session (spec §7)",
          body: SessionStartBodySchema,
          response: { 200: SessionStartResponseSchema, 400: ProblemSchema, 429: ProblemSchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => ({ data: await service.startSession(request.body.agentId, request.ip) }),
    );

    app.get(
      '/visitor/location',
      {
        schema: {
          tags: ['visitor'],
          summary: "The visitor's country and currency from their IP address (USD when unknown)",
          querystring: VisitorLocationQuerySchema,
          response: { 200: VisitorLocationResponseSchema, 400: ProblemSchema },
        },
      },
      async (request, reply) => {
        // Depends on the caller's address: private to the browser, never shared by a CDN.
        reply.header('cache-control', 'private, max-age=3600');
        return { data: await service.locate(request.ip, request.query.lang) };
      },
    );
  };
}
