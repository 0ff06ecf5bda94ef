import {
  CreateFlightOrderBodySchema,
  CreateFlightOrderResponseSchema,
  type FlightOrder,
} from '@travel/contract/flight-orders';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';

/**
 * What the route needs from checkout, passed in by the composition root (a product never imports
 * checkout): the visitor's paid booking for an offer taken to its end state, by its session.
 */
export type SettlePaidBooking = (agentId: string, offerId: string) => Promise<{ sessionId: string }>;

export function flightOrdersRoutes(deps: {
  settlePaidBooking: SettlePaidBooking;
  findOrderForSession: (sessionId: string) => Promise<FlightOrder | undefined>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/amadeus/flight/order/create',
      {
        schema: {
          tags: ['flight orders'],
          summary:
            'The flight order of a paid booking session (spec §3 template), created once after payment; 409 before',
          body: CreateFlightOrderBodySchema,
          response: {
            200: CreateFlightOrderResponseSchema,
            400: ProblemSchema,
            404: ProblemSchema,
            409: ProblemSchema,
            422: ProblemSchema,
            429: ProblemSchema,
            502: ProblemSchema,
            503: ProblemSchema,
            504: ProblemSchema,
          },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request) => {
        const { sessionId } = await deps.settlePaidBooking(request.body.agentId, request.body.flightOfferId);
        const order = await deps.findOrderForSession(sessionId);
        if (!order) throw new AppError('ORDER_REQUIRES_PAYMENT');
        return { data: order };
      },
    );
  };
}
