import {
  BookingLookupBodySchema,
  BookingResponseSchema,
  CardSuccessBodySchema,
} from '@travel/contract/bookings';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perProcessRateLimit } from '../plugins/postgres-rate-limit-store.ts';
import type { BookingsService } from './bookings.service.ts';
import type { PaymentReturnService } from './payment-return.service.ts';

/** card/success (the payment return, then the booking) and My Journey's lookup. */
export function bookingsRoutes(services: {
  paymentReturn: PaymentReturnService;
  bookings: BookingsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/session/card/success',
      {
        schema: {
          tags: ['booking'],
          summary:
            'Confirm a payment from the gateway signed return and answer the booking (once per cartId)',
          body: CardSuccessBodySchema,
          response: {
            200: BookingResponseSchema,
            400: ProblemSchema,
            402: ProblemSchema,
            404: ProblemSchema,
            409: ProblemSchema,
            422: ProblemSchema,
            429: ProblemSchema,
          },
        },
        // Counted per process (decision 005): the return is MAC-signed, so the limit only bounds a flood,
        // and a browser's duplicate returns would otherwise queue on one shared counter row.
        config: { rateLimit: perProcessRateLimit({ max: 60, timeWindow: '1 minute' }) },
      },
      async (request) => ({
        data: await services.paymentReturn.confirmPayment(
          request.body.agentId,
          request.body.worldpayResponseData,
        ),
      }),
    );

    app.post(
      '/user/booking/lookup',
      {
        schema: {
          tags: ['booking'],
          summary: 'My Journey: a booking by reference and e-mail (the same 404 when either is wrong)',
          body: BookingLookupBodySchema,
          response: {
            200: BookingResponseSchema,
            400: ProblemSchema,
            404: ProblemSchema,
            429: ProblemSchema,
          },
        },
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await services.bookings.lookup(request.body.referenceId, request.body.email) };
      },
    );
  };
}
