import {
  AbandonPaymentBodySchema,
  AbandonPaymentResponseSchema,
  PaymentDirectionBodySchema,
  PaymentDirectionResponseSchema,
} from '@travel/contract/payment';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentStartService } from './payment-start.service.ts';

const problems = {
  400: ProblemSchema,
  404: ProblemSchema,
  409: ProblemSchema,
  422: ProblemSchema,
  429: ProblemSchema,
};
const rateLimit = { max: 20, timeWindow: '1 minute' };

export function paymentStartRoutes(service: PaymentStartService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/session/payment-direction',
      {
        schema: {
          tags: ['payment'],
          summary: 'Open a payment attempt (cartId) and answer the hosted payment page URL',
          body: PaymentDirectionBodySchema,
          response: { 200: PaymentDirectionResponseSchema, ...problems },
        },
        config: { rateLimit },
      },
      async (request) => ({ data: await service.createPaymentDirection(request.body) }),
    );

    app.post(
      '/user/session/payment/abandon',
      {
        schema: {
          tags: ['payment'],
          summary: "Abandon the session's payment attempt (voided at the gateway) to edit the booking again",
          body: AbandonPaymentBodySchema,
          response: { 200: AbandonPaymentResponseSchema, ...problems },
        },
        config: { rateLimit },
      },
      async (request) => ({ data: await service.abandonPayment(request.body) }),
    );

    app.post(
      '/payment/worldpay/bg350',
      {
        schema: {
          tags: ['payment'],
          summary: 'Get a payment URL for a booking session (same as payment-direction, for direct callers)',
          body: PaymentDirectionBodySchema,
          response: { 200: PaymentDirectionResponseSchema, ...problems },
        },
        config: { rateLimit },
      },
      async (request) => ({ data: await service.createPaymentDirection(request.body) }),
    );
  };
}
