import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateFlightOrderBodySchema, CreateFlightOrderResponseSchema } from './flight-orders.schemas.ts';
import type { FlightOrdersService } from './flight-orders.service.ts';

export function flightOrdersRoutes(service: FlightOrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/amadeus/flight/order/create',
      {
        schema: {
          tags: ['flight orders'],
          summary: 'Create (once) the flight order of a booking session, with the spec §3 template',
          body: CreateFlightOrderBodySchema,
          response: {
            200: CreateFlightOrderResponseSchema,
            400: ProblemSchema,
            404: ProblemSchema,
            422: ProblemSchema,
            429: ProblemSchema,
          },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request) => ({ data: await service.createForSession(request.body) }),
    );
  };
}
