import type { FlightDealsResponse } from '@travel/contract/deals';
import type { Locale } from '../../lib/locale';
import { loadFlightDeals } from './deals-api.server';
import { resolveDealsVisitor } from './deals-visitor.server';

/**
 * The home page waits this long at most for its destinations: the deals API answers from its cache
 * (decision 013) in a few milliseconds, and a cold supplier call must not hold the hero's first paint.
 */
export const HOME_DESTINATIONS_BUDGET_MS = 900;

/** How many destinations the home page shows: two rows of three on a desktop, a short scroll on a phone. */
export const HOME_DESTINATIONS_COUNT = 6;

export type HomeDestinations = {
  origin: FlightDealsResponse['data']['origin'];
  deals: FlightDealsResponse['data']['deals'];
  computedAt: string | null;
};

/**
 * Popular destinations from the visitor's origin (their country's main airport, as the deals pages
 * pick it) with the supplier's cheapest round-trip price to each. null when the API did not answer in
 * time or failed: the page then shows the search and the trust strip only.
 */
export async function loadHomeDestinations(
  request: Request,
  locale: Locale,
  budgetMs: number = HOME_DESTINATIONS_BUDGET_MS,
): Promise<HomeDestinations | null> {
  const work = (async () => {
    const visitor = await resolveDealsVisitor(request, locale);
    const { answer } = await loadFlightDeals(request, locale, visitor);
    if (!answer || answer.data.deals.length === 0) return null;
    const deals = answer.data.deals.slice(0, HOME_DESTINATIONS_COUNT);
    return {
      origin: answer.data.origin,
      deals,
      computedAt: deals.map((deal) => deal.computedAt).sort()[0] ?? null,
    };
  })().catch(() => null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
