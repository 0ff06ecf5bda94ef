import {
  DayPricesResponseSchema,
  FlightResultsBodySchema,
  FlightResultsResponseSchema,
  OfferIdParamsSchema,
  OfferQuerySchema,
  OfferResponseSchema,
  SearchResponseSchema,
  ValidateOfferBodySchema,
  ValidateOfferResponseSchema,
} from '@travel/contract/flights';
import { ProblemSchema } from '@travel/domain/problem';
import { SearchCriteriaSchema } from '@travel/domain/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pickContentEncoding,
  sendJsonBytes,
  sendSerializedAnswer,
} from '../platform/cache/serialized-cache.ts';
import { perProcessRateLimit } from '../plugins/postgres-rate-limit-store.ts';
import type { AirService } from './air.service.ts';

const problems = {
  400: ProblemSchema,
  404: ProblemSchema,
  410: ProblemSchema,
  429: ProblemSchema,
  503: ProblemSchema,
};
/**
 * Generous: the results page searches again on every filter, sort, page or day change, and those
 * searches come from the web server (server-side rendering), so many visitors may share its address.
 */
const searchRateLimit = perProcessRateLimit({ max: 300, timeWindow: '1 minute' });
/** A selected offer costs one lookup and one pricing; a visitor comparing offers selects a few. */
const offerRateLimit = perProcessRateLimit({ max: 120, timeWindow: '1 minute' });

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
        config: { rateLimit: searchRateLimit },
      },
      async (request, reply) => {
        // Sent pre-serialized: the answer is large and cached as JSON, so it skips re-validation here
        // (the service builds it from validated offers; its shape is tested against the schema).
        const answer = await service.searchSerialized(request.body);
        return sendSerializedAnswer(reply, request.headers['accept-encoding'], answer);
      },
    );

    app.post(
      '/air/flight-offer/results',
      {
        schema: {
          tags: ['flights'],
          summary:
            'One results page of a flight search: the cards of the offers shown, counts, tabs and facets, all-in prices',
          body: FlightResultsBodySchema,
          response: { 200: FlightResultsResponseSchema, ...problems },
        },
        config: { rateLimit: searchRateLimit },
      },
      async (request, reply) => {
        // The page's JSON, compressed where it is made (search-pages.ts): ~10 KB in ~1.4 KB.
        const encoding = pickContentEncoding(request.headers['accept-encoding']);
        const body = await service.results(request.body.criteria, request.body.view, encoding);
        return sendJsonBytes(reply, encoding, body);
      },
    );

    app.post(
      '/air/flight-offer/day-prices',
      {
        schema: {
          tags: ['flights'],
          summary:
            'Cheapest price with the booking fees for each day from three before to three after the departure',
          body: SearchCriteriaSchema,
          response: { 200: DayPricesResponseSchema, ...problems },
        },
        config: { rateLimit: searchRateLimit },
      },
      async (request) => service.dayPrices(request.body),
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
        config: { rateLimit: offerRateLimit },
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
        config: { rateLimit: offerRateLimit },
      },
      async (request) => service.validate(request.body),
    );
  };
}
