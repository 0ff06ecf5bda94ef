import { AirportSearchResponseSchema } from '@travel/contract/airports';
import { NodeCollectionSchema } from '@travel/contract/content';
import { isApiError } from '../../lib/api-client';
import { getServerApiClient } from '../../lib/api-client.server';
import type { Locale } from '../../lib/locale';
import { SITE_SEARCH_MIN_LENGTH, toContentView } from './content-view';

const SITE_SEARCH_MAX_LENGTH = 100;
/** Control characters (a NUL from a hand-made URL, a tab pasted with the text) are never part of a name. */
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

/** What the visitor typed, as the services are asked it: one line, spaces collapsed, at most 100 characters. */
export function readSiteSearchTerm(url: URL): string {
  return (url.searchParams.get('q') ?? '')
    .replace(CONTROL_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SITE_SEARCH_MAX_LENGTH);
}

/**
 * The header's search: content pages (the content service) and airports (the reference data) for
 * what the visitor typed. A term too short to search answers nothing rather than an error.
 */
export async function searchSite(request: Request, locale: Locale) {
  const query = readSiteSearchTerm(new URL(request.url));
  if (query.length < SITE_SEARCH_MIN_LENGTH) return { query, pages: [], cities: [] };
  const api = getServerApiClient(request);
  const [pages, airports] = await Promise.all([
    api
      .get('/content/search', { query: { q: query, lang: locale, limit: 20 }, schema: NodeCollectionSchema })
      .catch((error: unknown) => {
        // The content service down must not take the airport half with it.
        if (isApiError(error)) return { data: [] };
        throw error;
      }),
    api
      .get('/search/airports', { query: { term: query, lang: locale }, schema: AirportSearchResponseSchema })
      .catch((error: unknown) => {
        // Nor the airports' answer the pages': a term they refuse finds no city, not an error page.
        if (isApiError(error)) return { data: [] };
        throw error;
      }),
  ]);
  return {
    query,
    pages: pages.data.map((node) => {
      const view = toContentView(node);
      return { id: view.id, title: view.title, summary: view.summary, path: view.path };
    }),
    cities: airports.data.slice(0, 8),
  };
}
export type SiteSearchResult = Awaited<ReturnType<typeof searchSite>>;
