import type { NearbyAirportsResponseSchema } from '@travel/contract/airports';
import { DEFAULT_DEAL_ORIGIN } from '@travel/domain/deals';
import { type AllowedCurrencyCode, isAllowedCurrency } from '@travel/domain/money';
import { unchecked } from '../../lib/api-client';
import { getServerApiClient } from '../../lib/api-client.server';
import { getLocaleCurrency } from '../../lib/currency-options';
import type { Locale } from '../../lib/locale';
import { readVisitorCurrency, readVisitorLocation } from '../../lib/visitor-country.server';

export type OriginProblem = 'invalid' | 'unknown' | null;

export type DealsVisitor = {
  origin: string;
  currency: AllowedCurrencyCode;
  /** What was wrong with the origin the visitor typed (the default is shown meanwhile). */
  originProblem: OriginProblem;
  /** The origin as the visitor typed it, to show it back with the problem. */
  typedOrigin: string | null;
};

/**
 * Whom the deals are for: the origin and currency in the URL (the origin form's GET), otherwise what
 * the site knows about the visitor, as the home page's search form does: the country of their address
 * (GET /visitor/location), its main airport (GET /airports/nearby) and its currency. Any failure falls
 * back to Bogotá and US dollars; nothing here holds the page up for long (one short call each).
 */
export async function resolveDealsVisitor(request: Request, locale: Locale): Promise<DealsVisitor> {
  const params = new URL(request.url).searchParams;
  const typed = params.get('origin')?.trim() ?? null;
  const typedCurrency = params.get('currency')?.toUpperCase() ?? '';
  const validTyped = typed !== null && /^[A-Za-z]{3}$/.test(typed);
  const located =
    validTyped && isAllowedCurrency(typedCurrency) ? null : await locateVisitor(request, locale);
  const currency = isAllowedCurrency(typedCurrency)
    ? typedCurrency
    : (getLocaleCurrency(locale) ?? located?.currency ?? ('USD' as AllowedCurrencyCode));
  if (validTyped) return { origin: typed.toUpperCase(), currency, originProblem: null, typedOrigin: typed };
  return {
    origin: located?.origin ?? DEFAULT_DEAL_ORIGIN,
    currency,
    originProblem: typed ? 'invalid' : null,
    typedOrigin: typed,
  };
}

async function locateVisitor(
  request: Request,
  locale: Locale,
): Promise<{ origin: string | null; currency: AllowedCurrencyCode } | null> {
  // The root loader's question (one per request): the country, its currency and its main city's point.
  const [location, visitorCurrency] = await Promise.all([
    readVisitorLocation(request),
    readVisitorCurrency(request),
  ]);
  const currency = visitorCurrency ?? 'USD';
  const lat = location?.latitude ?? null;
  const lon = location?.longitude ?? null;
  if (lat === null || lon === null) return { origin: null, currency };
  try {
    const nearby = await getServerApiClient(request).get('/airports/nearby', {
      query: { lat, lon, distance: 25, lang: locale },
      schema: unchecked<typeof NearbyAirportsResponseSchema>(),
    });
    return { origin: nearby.data[0]?.airports[0]?.iataCode ?? null, currency };
  } catch {
    return null;
  }
}
