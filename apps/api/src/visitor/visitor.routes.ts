import {
  ConsentRecordBodySchema,
  ConsentRecordResponseSchema,
  SessionStartBodySchema,
  SessionStartResponseSchema,
  VisitorLocationQuerySchema,
  VisitorLocationResponseSchema,
} from '@travel/contract/visitor';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AGENT_ID_COOKIE, AGENT_ID_MAX_AGE_SECONDS } from './agent-id.ts';
import type { VisitorService } from './visitor.service.ts';

/** HttpOnly: page scripts never read it; the browser's fetch sends it (CORS credentials). */
function setAgentIdCookie(reply: FastifyReply, agentId: string, secure: boolean) {
  reply.setCookie(AGENT_ID_COOKIE, agentId, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: AGENT_ID_MAX_AGE_SECONDS,
    secure,
  });
}

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
        // The call that hands the page its XSRF token: it cannot ask for one yet.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' }, agentIdGuard: false, xsrf: false },
      },
      async (request, reply) => {
        const data = await service.startSession(
          [request.cookies[AGENT_ID_COOKIE], request.body.agentId],
          request.ip,
        );
        setAgentIdCookie(reply, data.agentId, publicUrlIsHttps || request.protocol === 'https');
        return { data };
      },
    );

    app.post(
      '/visitor/consent',
      {
        schema: {
          tags: ['visitor'],
          summary: "Record a visitor's cookie decision (the consent audit trail)",
          description: `Appends the decision to the visitor's trail under the \`${AGENT_ID_COOKIE}\` cookie's agentId, issuing one when there is none. Marketing is recorded off when the browser sent a privacy signal (GPC or DNT).`,
          body: ConsentRecordBodySchema,
          response: { 201: ConsentRecordResponseSchema, 400: ProblemSchema, 429: ProblemSchema },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' }, agentIdGuard: false },
      },
      async (request, reply) => {
        const data = await service.recordConsent([request.cookies[AGENT_ID_COOKIE]], request.body);
        setAgentIdCookie(reply, data.agentId, publicUrlIsHttps || request.protocol === 'https');
        return reply.code(201).send({ data });
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
