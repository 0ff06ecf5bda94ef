import {
  CartParamsSchema,
  HostedCardBodySchema,
  TokenizeCardBodySchema,
  TokenizeCardResponseSchema,
} from '@travel/contract/payment-sandbox';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { perProcessRateLimit } from '../../plugins/postgres-rate-limit-store.ts';
import { type HostedCardField, renderPaymentPage } from './payment-sandbox.page.ts';
import { toSandboxPageLang } from './sandbox-page-shell.ts';
import type { SandboxPaymentGateway } from './sandbox-payment-gateway.ts';

/**
 * The sandbox stands in for an outside gateway, which keeps its own limits: its pages count per
 * process (decision 005), so a booking's steps here write nothing to the database's shared counters.
 */
const sandboxRateLimit = (max: number) => perProcessRateLimit({ max, timeWindow: '1 minute' });

/**
 * The built-in payment gateway's HTTP face (ARCHITECTURE §3, §5): card tokenization for the browser
 * and the hosted payment page, whose buttons return to the web app with a MAC-signed query.
 */
/** The page's language, from the payment's locale (`lang`, carried by every form of the page). */
const PageQuerySchema = z.object({ lang: z.string().max(10).optional().transform(toSandboxPageLang) });

export function paymentSandboxRoutes(
  gateway: SandboxPaymentGateway,
  options: { webOrigin: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    // The page's forms post urlencoded bodies (the card form's fields go to the gateway only): accept
    // them in this plugin only.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.post(
      '/payment/sandbox/tokens',
      {
        schema: {
          tags: ['payment sandbox'],
          summary: 'Tokenize a card (the browser sends it here, never to the booking API)',
          body: TokenizeCardBodySchema,
          response: { 201: TokenizeCardResponseSchema, 400: ProblemSchema, 429: ProblemSchema },
        },
        config: { rateLimit: sandboxRateLimit(20) },
      },
      async (request, reply) => reply.code(201).send(await gateway.tokenizeCard(request.body)),
    );

    const pageHeaders = {
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${options.webOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    };

    app.get(
      '/payment/sandbox/pay/:cartId',
      {
        schema: {
          tags: ['payment sandbox'],
          summary: 'The hosted payment page',
          params: CartParamsSchema,
          querystring: PageQuerySchema,
        },
        config: { rateLimit: sandboxRateLimit(30) },
      },
      async (request, reply) => {
        const order = await gateway.getOrderView(request.params.cartId);
        const page = renderPaymentPage(order, { lang: request.query.lang });
        return reply.headers(pageHeaders).type('text/html; charset=utf-8').send(page);
      },
    );

    app.get(
      '/payment/sandbox/pay/:cartId/return',
      {
        schema: {
          tags: ['payment sandbox'],
          summary: 'Back to the web app from a decided order, with its signed return (303)',
          params: CartParamsSchema,
          querystring: PageQuerySchema,
        },
        config: { rateLimit: sandboxRateLimit(30) },
      },
      async (request, reply) => {
        const location = await gateway.returnOf(request.params.cartId);
        // Undecided: nothing to go back with yet, so the page itself again.
        const target =
          location ??
          `/payment/sandbox/pay/${encodeURIComponent(request.params.cartId)}?lang=${request.query.lang}`;
        return reply.header('cache-control', 'no-store').redirect(target, 303);
      },
    );

    app.post(
      '/payment/sandbox/pay/:cartId/card',
      {
        schema: {
          tags: ['payment sandbox'],
          summary:
            'The card typed on the hosted page (an order opened without a token): pay and return to the web app (303)',
          params: CartParamsSchema,
          querystring: PageQuerySchema,
          body: HostedCardBodySchema,
        },
        // The hosted page's own forms (their Origin is `null` under its no-referrer policy): the
        // unguessable cartId in the URL is what only the paying visitor holds.
        config: { rateLimit: sandboxRateLimit(30), xsrf: false },
      },
      async (request, reply) => {
        try {
          const location = await gateway.payWithCard(request.params.cartId, request.body);
          return reply.header('cache-control', 'no-store').redirect(location, 303);
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'VALIDATION_FAILED') throw error;
          // The page again with the wrong fields named; never the number or the CVC that was typed.
          const order = await gateway.getOrderView(request.params.cartId);
          const invalid = (error.errors ?? []).map((e) => e.path as HostedCardField);
          const page = renderPaymentPage(order, {
            lang: request.query.lang,
            cardEntry: { invalid, cardExpiry: request.body.cardExpiry, cardName: request.body.cardName },
          });
          return reply.code(422).headers(pageHeaders).type('text/html; charset=utf-8').send(page);
        }
      },
    );

    for (const action of ['authorise', 'cancel'] as const) {
      app.post(
        `/payment/sandbox/pay/:cartId/${action}`,
        {
          schema: {
            tags: ['payment sandbox'],
            summary: `${action === 'authorise' ? 'Autorizar' : 'Cancelar'}: decide and return to the web app (303)`,
            params: CartParamsSchema,
          },
          config: { rateLimit: sandboxRateLimit(30), xsrf: false },
        },
        async (request, reply) => {
          const location = await gateway.decide(request.params.cartId, action);
          return reply.header('cache-control', 'no-store').redirect(location, 303);
        },
      );
    }
  };
}
