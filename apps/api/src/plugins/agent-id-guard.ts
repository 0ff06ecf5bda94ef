import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** False on the one route that issues agent ids: it replaces an id it did not issue, not refuses it. */
    agentIdGuard?: false;
  }
}

export interface AgentIdGuardOptions {
  isIssued: (value: unknown) => boolean;
}

const takesAgentId = (schema: unknown) => schema instanceof z.ZodObject && 'agentId' in schema.shape;

/**
 * One check for every route: an `agentId` in the validated body or query must be one the API issued
 * (POST /user/session/start), else 403 AGENT_ID_INVALID. Without it anyone could act as any visitor.
 * Routes whose schema takes an agentId get the 403 in their documented responses.
 */
export const agentIdGuardPlugin = fp<AgentIdGuardOptions>(
  async (app: FastifyInstance, { isIssued }) => {
    app.addHook('onRoute', (route) => {
      if (route.config?.agentIdGuard === false || !route.schema) return;
      if (takesAgentId(route.schema.body) || takesAgentId(route.schema.querystring)) {
        route.schema.response = { ...(route.schema.response as object), 403: ProblemSchema };
      }
    });
    // preHandler: after validation, so the value has passed AgentIdSchema's format check.
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.agentIdGuard === false) return;
      for (const input of [request.body, request.query]) {
        if (typeof input !== 'object' || input === null || !('agentId' in input)) continue;
        if (input.agentId !== undefined && !isIssued(input.agentId)) throw new AppError('AGENT_ID_INVALID');
      }
    });
  },
  { name: 'agent-id-guard' },
);
