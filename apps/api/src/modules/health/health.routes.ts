import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type Health = z.infer<typeof HealthSchema>;

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
