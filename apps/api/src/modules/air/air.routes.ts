import { ProblemSchema } from '@travel/domain/problem';
import { SearchCriteriaSchema } from '@travel/domain/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptsGzip } from '../../lib/serialized-cache.ts';
import {
  OfferIdParamsSchema,
  OfferQuerySchema,
  OfferResponseSchema,
  SearchResponseSchema,
  ValidateOfferBodySchema,
  ValidateOfferResponseSchema,
} from './air.schemas.ts';
import type { AirService } from './air.service.ts';

const problems = { 400: ProblemSchema, 404: ProblemSchema, 410: ProblemSchema, 503: ProblemSchema };

export function airRoutes(service: AirService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/air/flight-offer/search',
      {
        schema: {
          tags: ['flights'],
          summary: 'Search flight offers, priced in the requested currency (intTotal in USD)',
          body: SearchCriteriaSchema,
          response: { 200: SearchResponseSchema, ...problems },
        },
      },
      async (request, reply) => {
        // Sent pre-serialized: the answer is large and cached as JSON, so it skips re-validation here
        // (the service builds it from validated offers; its shape is tested against the schema).
        const answer = await service.searchSerialized(request.body);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (acceptsGzip(request.headers['accept-encoding'])) {
          return reply.header('content-encoding', 'gzip').send(answer.gzip as never);
        }
        return reply.send(answer.json as never);
      },
    );

    app.get(
      '/air/flightOffer/:id',
      {
        schema: {
          tags: ['flights'],
          summary: 'One flight offer by id',
          params: OfferIdParamsSchema,
          querystring: OfferQuerySchema,
          response: { 200: OfferResponseSchema, ...problems },
        },
      },
      async (request) => service.getOffer(request.params.id, request.query.currencyCode),
    );

    app.post(
      '/air/flight-offer/validate',
      {
        schema: {
          tags: ['flights'],
          summary: 'Re-price an offer on the server (flight-offers-pricing), with its bags and fare rules',
          body: ValidateOfferBodySchema,
          response: { 200: ValidateOfferResponseSchema, ...problems },
        },
      },
      async (request) => service.validate(request.body),
    );
  };
}
