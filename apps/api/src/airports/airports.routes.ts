import {
  AirportSearchQuerySchema,
  AirportSearchResponseSchema,
  NearbyAirportsQuerySchema,
  NearbyAirportsResponseSchema,
} from '@travel/contract/airports';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHE_CONTROL } from '../plugins/http-caching.ts';
import { perProcessRateLimit } from '../plugins/postgres-rate-limit-store.ts';
import type { AirportsService } from './airports.service.ts';

/** Generous: the airport fields ask on every pause in typing, and offices and carriers share addresses. */
const rateLimit = perProcessRateLimit({ max: 300, timeWindow: '1 minute' });

export function airportsRoutes(service: AirportsService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const url of ['/search/airports', '/search/am/airports']) {
      app.get(
        url,
        {
          schema: {
            tags: ['airports'],
            summary: 'Airports by code, city or name, grouped by city',
            querystring: AirportSearchQuerySchema,
            response: { 200: AirportSearchResponseSchema, 400: ProblemSchema, 429: ProblemSchema },
          },
          config: { rateLimit },
        },
        async (request, reply) => {
          reply.header('cache-control', CACHE_CONTROL.referenceData);
          return { data: await service.search(request.query.term, request.query.lang) };
        },
      );
    }

    app.get(
      '/airports/nearby',
      {
        schema: {
          tags: ['airports'],
          summary: 'Airports near a point, nearest first',
          querystring: NearbyAirportsQuerySchema,
          response: { 200: NearbyAirportsResponseSchema, 400: ProblemSchema, 429: ProblemSchema },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        reply.header('cache-control', CACHE_CONTROL.referenceData);
        const { lat, lon, distance, lang } = request.query;
        return { data: await service.nearby(lat, lon, distance, lang) };
      },
    );
  };
}
