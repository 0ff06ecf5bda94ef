import type { ExchangeRatesResponseSchema } from '@travel/contract/currency';
import type { ExchangeRateTable } from '@travel/domain/money';
import { useEffect, useState } from 'react';
import { type ApiClient, unchecked } from './api-client';
import { useApiClient } from './use-api-client';

let pending: Promise<ExchangeRateTable | null> | null = null;

/** Today's table, asked once per page load; null when the API cannot give it (prices stay in USD). */
function fetchExchangeRates(api: ApiClient): Promise<ExchangeRateTable | null> {
  pending ??= api
    .get('/currency/exchange-rates', { schema: unchecked<typeof ExchangeRatesResponseSchema>() })
    .then((answer) => answer.data)
    .catch(() => null);
  return pending;
}

/**
 * The exchange-rate table, fetched after hydration only when `needed` (the visitor's currency is not
 * the dollar): the server renders dollars, so the first paint never waits for it.
 */
export function useExchangeRates(needed: boolean): ExchangeRateTable | null {
  const api = useApiClient();
  const [table, setTable] = useState<ExchangeRateTable | null>(null);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void fetchExchangeRates(api).then((answer) => {
      if (current) setTable(answer);
    });
    return () => {
      current = false;
    };
  }, [api, needed]);
  return table;
}
