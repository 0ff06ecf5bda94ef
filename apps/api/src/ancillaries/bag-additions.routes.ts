import {
  BookingBagsBodySchema,
  BookingBagsResponseSchema,
  SetBagAdditionOrderBodySchema,
  SetBagAdditionOrderResponseSchema,
} from '@travel/contract/bag-additions';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BagAdditionsService } from './bag-additions.service.ts';

const problems = {
  400: ProblemSchema,
  404: ProblemSchema,
  409: ProblemSchema,
  422: ProblemSchema,
  429: ProblemSchema,
  503: ProblemSchema,
};

/** Bags added after booking (issue 17, decision 021): My Journey's view and the cart that sells them. */
export function bagAdditionsRoutes(service: BagAdditionsService): FastifyPluginAsyncZod {
  return async (app) => {
    // POST, so the owner's e-mail never sits in a URL or an access log.
    app.post(
      '/user/booking/bags',
      {
        schema: {
          tags: ['booking'],
          summary: "A booking's checked bags (bought and added since) and what may still be added, priced",
          body: BookingBagsBodySchema,
          response: { 200: BookingBagsResponseSchema, ...problems },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await service.describeBags(request.body) };
      },
    );

    app.post(
      '/user/session/set/bag-addition-order',
      {
        schema: {
          tags: ['booking session'],
          summary:
            "Put checked bags for a paid booking in the visitor's cart: priced by the server from the booking's fare",
          body: SetBagAdditionOrderBodySchema,
          response: { 200: SetBagAdditionOrderResponseSchema, ...problems },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request) => ({ data: await service.openCart(request.body) }),
    );
  };
}
