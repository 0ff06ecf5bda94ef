import {
  DestinationDealsParamsSchema,
  DestinationDealsQuerySchema,
  DestinationDealsResponseSchema,
  FlightDealsQuerySchema,
  FlightDealsResponseSchema,
} from '@travel/contract/deals';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_CONTROL } from '../../plugins/http-caching.ts';
import { perProcessRateLimit } from '../../plugins/postgres-rate-limit-store.ts';
import type { DealsService } from './deals.service.ts';

const problems = { 400: ProblemSchema, 404: ProblemSchema, 429: ProblemSchema, 503: ProblemSchema };
/** Deals pages are rendered by the web server, so many visitors share its address. */
const dealsRateLimit = perProcessRateLimit({ max: 300, timeWindow: '1 minute' });

export function dealsRoutes(service: DealsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/deals/flights',
      {
        schema: {
          tags: ['deals'],
          summary:
            'The cheapest week-long round trip to each popular destination from an origin in the next 90 days, per adult, fees included',
          querystring: FlightDealsQuerySchema,
          response: { 200: FlightDealsResponseSchema, ...problems },
        },
        config: { rateLimit: dealsRateLimit },
      },
      async (request, reply) => {
        // The same answer for everyone for a while: a CDN may keep it five minutes.
        reply.header('cache-control', CACHE_CONTROL.pricedListing);
        return service.flightDeals(request.query);
      },
    );

    app.get(
      '/deals/flights/to/:destination',
      {
        schema: {
          tags: ['deals'],
          summary:
            "A destination's cheapest dates from the visitor's origin and the cheapest from the region's main origins",
          params: DestinationDealsParamsSchema,
          querystring: DestinationDealsQuerySchema,
          response: { 200: DestinationDealsResponseSchema, ...problems },
        },
        config: { rateLimit: dealsRateLimit },
      },
      async (request, reply) => {
        // The same answer for everyone for a while: a CDN may keep it five minutes.
        reply.header('cache-control', CACHE_CONTROL.pricedListing);
        return service.destinationDeals(request.params.destination, request.query);
      },
    );
  };
}
