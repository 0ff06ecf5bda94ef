import { ExchangeRatesResponseSchema } from '@travel/contract/currency';
import { ProblemSchema } from '@travel/domain/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import { CACHE_CONTROL } from '../../plugins/http-caching.ts';
import type { Clock } from '../clock.ts';
import type { ExchangeRatesRepository } from './exchange-rates.repository.ts';

/** Today's exchange-rate table, for pages that show US-dollar prices in the visitor's currency. */
export function exchangeRatesRoutes(deps: {
  rates: ExchangeRatesRepository;
  clock: Clock;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/currency/exchange-rates',
      {
        schema: {
          tags: ['currency'],
          summary: 'Units of each currency per US dollar, as of today',
          response: { 200: ExchangeRatesResponseSchema, 503: ProblemSchema },
        },
      },
      async (_request, reply) => {
        const table = await deps.rates.tableOn(deps.clock.now().toISOString().slice(0, 10));
        if (!table) throw new AppError('SERVICE_UNAVAILABLE', { detail: 'no exchange rates loaded' });
        // Rates change once a day: browsers and a CDN keep them an hour.
        reply.header('cache-control', CACHE_CONTROL.referenceData);
        return { data: table };
      },
    );
  };
}
