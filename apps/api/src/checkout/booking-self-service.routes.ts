import {
  BookingLookupBodySchema,
  BookingResendResponseSchema,
  CancellationMoveBodySchema,
  CancellationMoveResponseSchema,
  CancellationRequestResponseSchema,
  CancellationViewResponseSchema,
} from '@travel/contract/bookings';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireReportsToken } from '../reports/reports.routes.ts';
import type { BookingCancellation } from './booking-cancellation.ts';
import type { BookingSelfService } from './booking-self-service.service.ts';

/**
 * My Journey's self-service: the owner (reference and e-mail in the body, as the lookup checks them;
 * the same 404 for a wrong either) acts on their booking.
 */
export function bookingSelfServiceRoutes(deps: {
  selfService: BookingSelfService;
  cancellation: BookingCancellation;
  /** REPORTS_TOKEN: the operator's move of a cancellation exists only when it is set. */
  operatorToken?: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/booking/resend-confirmation',
      {
        schema: {
          tags: ['booking'],
          summary: "Send the confirmation e-mail again to the booking's own address (3 an hour per booking)",
          body: BookingLookupBodySchema,
          response: {
            202: BookingResendResponseSchema,
            400: ProblemSchema,
            404: ProblemSchema,
            409: ProblemSchema,
            429: ProblemSchema,
          },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const result = await deps.selfService.resendConfirmation(
          request.body.referenceId,
          request.body.email,
        );
        return reply.code(202).header('cache-control', 'no-store').send({ data: result });
      },
    );

    app.post(
      '/user/booking/cancellation',
      {
        schema: {
          tags: ['booking'],
          summary: "What cancelling gives back under the fare's rules, and the booking's latest request",
          body: BookingLookupBodySchema,
          response: {
            200: CancellationViewResponseSchema,
            400: ProblemSchema,
            404: ProblemSchema,
            429: ProblemSchema,
          },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await deps.cancellation.view(request.body.referenceId, request.body.email) };
      },
    );

    app.post(
      '/user/booking/cancellation/request',
      {
        schema: {
          tags: ['booking'],
          summary: 'Request the cancellation (one open request per booking: a replay answers the open one)',
          body: BookingLookupBodySchema,
          response: {
            200: CancellationRequestResponseSchema,
            201: CancellationRequestResponseSchema,
            400: ProblemSchema,
            404: ProblemSchema,
            409: ProblemSchema,
            429: ProblemSchema,
          },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const result = await deps.cancellation.request(request.body.referenceId, request.body.email);
        return reply
          .code(result.created ? 201 : 200)
          .header('cache-control', 'no-store')
          .send({ data: result });
      },
    );

    const token = deps.operatorToken;
    if (token) {
      app.post(
        '/operator/cancellations/:number/status',
        {
          schema: {
            tags: ['operator'],
            summary:
              'Move a cancellation request on (received → in_review → refunded | rejected); e-mails the traveller',
            description: 'Requires `Authorization: Bearer <REPORTS_TOKEN>`.',
            params: z.object({ number: z.string().max(20) }),
            body: CancellationMoveBodySchema,
            response: {
              200: CancellationMoveResponseSchema,
              400: ProblemSchema,
              401: ProblemSchema,
              404: ProblemSchema,
              409: ProblemSchema,
            },
          },
        },
        async (request, reply) => {
          requireReportsToken(request, reply, token, 'operator');
          return { data: await deps.cancellation.move(request.params.number, request.body.status) };
        },
      );
    }
  };
}
