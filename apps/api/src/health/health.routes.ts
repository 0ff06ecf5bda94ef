import { HealthSchema } from '@travel/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

export interface HealthDeps {
  engine: 'pglite' | 'postgres';
  ping(): Promise<void>;
}

export function healthRoutes(deps: HealthDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness with a database check',
          response: { 200: HealthSchema },
        },
      },
      async (request) => {
        try {
          await deps.ping();
        } catch (cause) {
          request.log.error({ err: cause }, 'database ping failed');
          throw new AppError('SERVICE_UNAVAILABLE', { detail: 'database unreachable', cause });
        }
        return { status: 'ok' as const, database: deps.engine };
      },
    );
  };
}
