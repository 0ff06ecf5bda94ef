import type { FlightDealsResponse } from '@travel/contract/deals';
import { formatIsoDate } from '../../lib/format-date';
import type { FormatLocale } from '../../lib/format-locale';
import { formatAmount } from '../../lib/format-money';
import { type Locale, localizePath } from '../../lib/locale';
import { withinBudget } from '../../lib/within-budget';
import type { DestinationPictureSource } from '../../ui/destination-picture';
import { buildDealResultsPath } from './deal-results-path';
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
  return withinBudget(
    (async () => {
      const visitor = await resolveDealsVisitor(request, locale);
      const { answer } = await loadFlightDeals(request, locale, visitor);
      if (!answer || answer.data.deals.length === 0) return null;
      const deals = answer.data.deals.slice(0, HOME_DESTINATIONS_COUNT);
      return {
        origin: answer.data.origin,
        deals,
        computedAt: deals.map((deal) => deal.computedAt).sort()[0] ?? null,
      };
    })(),
    budgetMs,
  );
}

/** A destination as the home's strip shows it: its price written and its results page built. */
export type DestinationCard = {
  iataCode: string;
  cityName: string;
  countryName: string;
  picture: DestinationPictureSource | null;
  /** The results of the deal's round trip, in the page's language. */
  resultsPath: string;
  /** The cheapest price, written as in the visitor's country. */
  price: string;
};

/** The strip's contents, all written on the server. */
export type DestinationCards = {
  origin: { iataCode: string; cityName: string };
  cards: DestinationCard[];
  /** When the oldest of the prices was found, as a date in the visitor's writing. */
  pricedOn: string | null;
};

/**
 * The destinations as the strip shows them, written here on the server: the home page's JavaScript
 * then needs no money or date formatting (dinero.js, date-fns) to hydrate them (issue 18).
 */
export function describeHomeDestinations(
  destinations: HomeDestinations,
  locale: Locale,
  formatLocale: FormatLocale,
  pictureOf: (countryCode: string) => DestinationPictureSource | null,
): DestinationCards {
  const { origin, deals, computedAt } = destinations;
  return {
    origin: { iataCode: origin.iataCode, cityName: origin.cityName },
    cards: deals.map((deal) => ({
      iataCode: deal.destination.iataCode,
      cityName: deal.destination.cityName,
      countryName: deal.destination.countryName,
      picture: pictureOf(deal.destination.countryCode),
      resultsPath: localizePath(buildDealResultsPath(deal), locale),
      price: formatAmount(deal.price, formatLocale),
    })),
    pricedOn: computedAt ? formatIsoDate(computedAt.slice(0, 10), formatLocale) || null : null,
  };
}
