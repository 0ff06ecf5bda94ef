import {
  SessionStartBodySchema,
  SessionStartResponseSchema,
  VisitorLocationQuerySchema,
  VisitorLocationResponseSchema,
} from '@travel/contract/visitor';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENT_ID_COOKIE, AGENT_ID_MAX_AGE_SECONDS } from './agent-id.ts';
import type { VisitorService } from './visitor.service.ts';

export function visitorRoutes(
  service: VisitorService,
  options: { apiPublicUrl: string },
): FastifyPluginAsyncZod {
  const publicUrlIsHttps = options.apiPublicUrl.startsWith('https:');
  return async (app) => {
    app.post(
      '/user/session/start',
      {
        schema: {
          tags: ['visitor'],
          summary: "Start a visitor's session (spec §7): issues the visitor's agentId, or reuses theirs",
          description: `Reads the HttpOnly \`${AGENT_ID_COOKIE}\` cookie and answers it again (set or refreshed).`,
          body: SessionStartBodySchema,
          response: { 200: SessionStartResponseSchema, 400: ProblemSchema, 429: ProblemSchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' }, agentIdGuard: false },
      },
      async (request, reply) => {
        const data = await service.startSession(
          [request.cookies[AGENT_ID_COOKIE], request.body.agentId],
          request.ip,
        );
        // HttpOnly: page scripts never read it; the browser's fetch sends it (CORS credentials).
        reply.setCookie(AGENT_ID_COOKIE, data.agentId, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          maxAge: AGENT_ID_MAX_AGE_SECONDS,
          secure: publicUrlIsHttps || request.protocol === 'https',
        });
        return { data };
      },
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
