import { CartParamsSchema } from '@travel/contract/payment-sandbox';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toSandboxPageLang } from '../sandbox-page-shell.ts';
import { renderLocalPaymentPage } from './local-payment-pages.ts';
import type { SandboxLocalPayments } from './sandbox-local-payments.ts';

const LangQuerySchema = z.object({ lang: z.string().max(10).optional() });
const SimulateBodySchema = z.object({
  outcome: z.enum(['approved', 'rejected', 'pending']).default('approved'),
  bank: z.string().max(10).optional(),
});

/** The sandbox's pages for Pix, OXXO, boleto and PSE, and their "simulate payment" action. */
export function localPaymentSandboxRoutes(
  payments: SandboxLocalPayments,
  options: { webOrigin: string },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // The images are data: URLs of SVGs our own libraries drew; still no script and no other origin.
    const pageHeaders = {
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'self' ${options.webOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    };

    app.get(
      '/payment/sandbox/local/:cartId',
      {
        schema: {
          tags: ['payment sandbox'],
          summary:
            "A local method's page: Pix QR and copy-and-paste code, voucher barcode, or PSE bank chooser",
          params: CartParamsSchema,
          querystring: LangQuerySchema,
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const lang = toSandboxPageLang(request.query.lang);
        const page = await payments.getPage(request.params.cartId, lang);
        return reply
          .headers(pageHeaders)
          .type('text/html; charset=utf-8')
          .send(renderLocalPaymentPage(page, lang, options.webOrigin));
      },
    );

    app.post(
      '/payment/sandbox/local/:cartId/pay',
      {
        schema: {
          tags: ['payment sandbox'],
          summary:
            'Simulate the payment (or the PSE bank’s answer): the gateway notifies the merchant, then returns to the web app (303)',
          params: CartParamsSchema,
          querystring: LangQuerySchema,
          body: SimulateBodySchema,
        },
        // The page's own form (Origin `null` under no-referrer): the unguessable cartId is the key.
        config: { rateLimit: { max: 30, timeWindow: '1 minute' }, xsrf: false },
      },
      async (request, reply) => {
        const location = await payments.simulate(
          request.params.cartId,
          request.body.outcome,
          request.body.bank,
        );
        return reply.header('cache-control', 'no-store').redirect(location, 303);
      },
    );
  };
}
