import { ExchangeRateTableSchema } from '@travel/domain/money';
import { z } from 'zod';

/**
 * GET /currency/exchange-rates: today's table (units of each currency per US dollar), which the web app
 * uses to show US-dollar content prices (tours, cruises) in the visitor's currency.
 */
export const ExchangeRatesResponseSchema = z.object({ data: ExchangeRateTableSchema });
export type ExchangeRatesResponse = z.infer<typeof ExchangeRatesResponseSchema>;
