import { BookingLookupBodySchema, BookingResendResponseSchema } from '@travel/contract/bookings';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingSelfService } from './booking-self-service.service.ts';

/**
 * My Journey's self-service: the owner (reference and e-mail in the body, as the lookup checks them;
 * the same 404 for a wrong either) acts on their booking.
 */
export function bookingSelfServiceRoutes(deps: { selfService: BookingSelfService }): FastifyPluginAsyncZod {
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
  };
}
