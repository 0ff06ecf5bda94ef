import {
  LocalPaymentParamsSchema,
  LocalPaymentQuerySchema,
  LocalPaymentStatusSchema,
  PaymentMethodsBodySchema,
  PaymentMethodsResponseSchema,
} from '@travel/contract/payment';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_SIGNATURE_HEADER } from '../payments/payment-notification-check.ts';
import type { LocalPaymentsService } from './local-payments.service.ts';
import type { PaymentMethodsService } from './payment-methods.service.ts';

const NotificationAnswerSchema = z.object({ data: z.object({ outcome: z.string() }) });

/** Payment methods, the gateway's signed notifications and a local payment's status (decision 017). */
export function localPaymentsRoutes(
  services: { methods: PaymentMethodsService; local: LocalPaymentsService },
  options: { enableTestRoutes: boolean },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/session/payment-methods',
      {
        schema: {
          tags: ['payment'],
          summary:
            'The ways the session can be paid (card with instalment plans, Pix, boleto, OXXO, PSE) and what each charges',
          body: PaymentMethodsBodySchema,
          response: {
            200: PaymentMethodsResponseSchema,
            400: ProblemSchema,
            404: ProblemSchema,
            429: ProblemSchema,
          },
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request) => ({ data: await services.methods.list(request.body) }),
    );

    app.get(
      '/payments/local/:cartId',
      {
        schema: {
          tags: ['payment'],
          summary: "A local payment's status, code and deadline (the awaiting-payment page polls it)",
          params: LocalPaymentParamsSchema,
          querystring: LocalPaymentQuerySchema,
          response: {
            200: LocalPaymentStatusSchema,
            400: ProblemSchema,
            404: ProblemSchema,
            429: ProblemSchema,
          },
        },
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await services.local.status(request.params.cartId, request.query.agentId) };
      },
    );

    // The notification is signed over its raw bytes: this scope keeps the body as the string received.
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      scope.post(
        '/payments/notifications',
        {
          schema: {
            tags: ['payment'],
            summary:
              'Signed gateway notifications (HMAC-SHA256 over t.body, 5-minute tolerance, stored ids): idempotent and order-independent',
            body: z.string().max(4096),
            response: {
              200: NotificationAnswerSchema,
              400: ProblemSchema,
              401: ProblemSchema,
              429: ProblemSchema,
            },
          },
          // Server to server: no browser, no cookie, no Origin.
          config: { rateLimit: { max: 300, timeWindow: '1 minute' }, xsrf: false },
        },
        async (request) => {
          const header = request.headers[NOTIFICATION_SIGNATURE_HEADER];
          return {
            data: await services.local.receive(
              String(request.body),
              typeof header === 'string' ? header : undefined,
            ),
          };
        },
      );
    });

    if (options.enableTestRoutes) {
      app.post(
        '/test/payments/:cartId/expire',
        {
          schema: {
            tags: ['test'],
            summary:
              'Test only (ENABLE_TEST_ROUTES): move a local payment’s deadline to now and run the expiry sweep',
            params: LocalPaymentParamsSchema,
          },
          config: { xsrf: false },
        },
        async (request) => ({ data: { outcome: await services.local.expireNow(request.params.cartId) } }),
      );
    }
  };
}
