import {
  type DestinationDealsResponse,
  DestinationDealsResponseSchema,
  type FlightDealsResponse,
  FlightDealsResponseSchema,
} from '@travel/contract/deals';
import { DEFAULT_DEAL_ORIGIN } from '@travel/domain/deals';
import { isApiError } from '../../lib/api-client';
import { getServerApiClient } from '../../lib/api-client.server';
import type { Locale } from '../../lib/locale';
import { notFound } from '../../lib/route-errors';
import type { DealsVisitor } from './deals-visitor.server';

export type FlightDealsPageData = {
  visitor: DealsVisitor;
  /** null when the supplier could not be asked: the page says so and keeps its links. */
  answer: FlightDealsResponse | null;
};

/**
 * GET /deals/flights for the visitor. An origin the API does not know is reported on the form and the
 * default origin's deals are shown instead; a supplier failure leaves `answer` null.
 */
export async function loadFlightDeals(
  request: Request,
  locale: Locale,
  visitor: DealsVisitor,
): Promise<FlightDealsPageData> {
  const api = getServerApiClient(request);
  const ask = (origin: string) =>
    api.get('/deals/flights', {
      query: { origin, currencyCode: visitor.currency, lang: locale },
      schema: FlightDealsResponseSchema,
    });
  try {
    return { visitor, answer: await ask(visitor.origin) };
  } catch (error) {
    if (isApiError(error, 'UNKNOWN_AIRPORT') && visitor.origin !== DEFAULT_DEAL_ORIGIN) {
      const fallback = { ...visitor, origin: DEFAULT_DEAL_ORIGIN, originProblem: 'unknown' as const };
      return loadFlightDeals(request, locale, fallback);
    }
    return { visitor, answer: null };
  }
}

export type DestinationDealsPageData = {
  visitor: DealsVisitor;
  answer: DestinationDealsResponse | null;
};

/** GET /deals/flights/to/:destination; an unknown destination is the 404 page. */
export async function loadDestinationDeals(
  request: Request,
  locale: Locale,
  slug: string,
  visitor: DealsVisitor,
): Promise<DestinationDealsPageData> {
  const api = getServerApiClient(request);
  try {
    const answer = await api.get(`/deals/flights/to/${encodeURIComponent(slug)}`, {
      query: { origin: visitor.origin, currencyCode: visitor.currency, lang: locale },
      schema: DestinationDealsResponseSchema,
    });
    return { visitor, answer };
  } catch (error) {
    if (isApiError(error, 'DEAL_DESTINATION_NOT_FOUND') || (isApiError(error) && error.status === 404)) {
      throw notFound();
    }
    if (isApiError(error, 'UNKNOWN_AIRPORT') && visitor.origin !== DEFAULT_DEAL_ORIGIN) {
      const fallback = { ...visitor, origin: DEFAULT_DEAL_ORIGIN, originProblem: 'unknown' as const };
      return loadDestinationDeals(request, locale, slug, fallback);
    }
    if (isApiError(error) && error.status === 400) throw notFound();
    return { visitor, answer: null };
  }
}
