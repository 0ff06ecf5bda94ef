import type { VisitorLocationResponseSchema } from '@travel/contract/visitor';
import { type AllowedCurrencyCode, isAllowedCurrency } from '@travel/domain/money';
import { unchecked } from './api-client';
import { getServerApiClient } from './api-client.server';
import { UNKNOWN_VISITOR_LOCATION, type VisitorLocation } from './visitor.store';

/** The API locates in process (a GeoLite2 lookup); past this the page is written without the country. */
const VISITOR_COUNTRY_TIMEOUT_MS = 250;

/**
 * The visitor's country from their address (GET /visitor/location), for the root loader: numbers and
 * dates follow it (getFormatLocale) from the first byte, so the server and the browser write them alike.
 * null when unknown or when the API does not answer in time; the page never waits longer for it.
 */
export async function readVisitorCountry(request: Request): Promise<string | null> {
  // An address the API could not place answers no country (UNKNOWN_VISITOR_LOCATION).
  return (await readVisitorLocation(request))?.countryCode ?? null;
}

/** The currency of the visitor's country when the site sells in it (the hotel page's prices), else null. */
export async function readVisitorCurrency(request: Request): Promise<AllowedCurrencyCode | null> {
  const location = await readVisitorLocation(request);
  const currency = location?.detected ? location.currencyCode : '';
  return isAllowedCurrency(currency) ? currency : null;
}

/**
 * Where the visitor is (their address's country, its currency and its main city's point), asked of the
 * API once per request whichever loaders want it. `detected: false` when the API could not place the
 * address (a private one; the defaults then: no country, US dollars); null when it did not answer in time.
 */
export function readVisitorLocation(request: Request): Promise<VisitorLocation | null> {
  let answer = answers.get(request);
  if (!answer) {
    answer = askVisitorLocation(request);
    answers.set(request, answer);
  }
  return answer;
}

/** One question per request: the root loader and a page's loader (the home's prices) share it. */
const answers = new WeakMap<Request, Promise<VisitorLocation | null>>();

async function askVisitorLocation(request: Request): Promise<VisitorLocation | null> {
  try {
    const { data } = await getServerApiClient(request).get('/visitor/location', {
      query: { lang: 'es' },
      signal: AbortSignal.timeout(VISITOR_COUNTRY_TIMEOUT_MS),
      schema: unchecked<typeof VisitorLocationResponseSchema>(),
    });
    const { detected, countryCode, currencyCode, latitude, longitude } = data;
    return detected ? { detected, countryCode, currencyCode, latitude, longitude } : UNKNOWN_VISITOR_LOCATION;
  } catch {
    return null;
  }
}
