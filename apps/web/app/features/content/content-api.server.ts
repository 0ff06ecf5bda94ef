import {
  type ContentBundle,
  type NodeCollectionQuery,
  NodeCollectionSchema,
  type NodeIndividual,
  NodeIndividualSchema,
  type NodeResource,
  ResolvedPathSchema,
} from '@travel/contract/content';
import { data } from 'react-router';
import { isApiError } from '../../lib/api-client';
import { getServerApiClient } from '../../lib/api-client.server';
import type { Locale } from '../../lib/locale';
import { notFound } from '../../lib/route-errors';

/** Spec §8: a content call that failed, as the pages see it. */
export type ContentFailure = { statusCode: number; message: string; ok: false };

/**
 * A failed content call, thrown so the route answers with the error page: with the service's answer,
 * its status and status text; without one, 502 'Bad gateway' (spec §8). "Not found" is the 404 page.
 */
function contentFailure(error: unknown): never {
  if (isApiError(error) && error.status === 404) throw notFound();
  const failure: ContentFailure =
    isApiError(error) && error.status >= 400
      ? { statusCode: error.status, message: error.message, ok: false }
      : { statusCode: 502, message: 'Bad gateway', ok: false };
  throw data(failure, { status: failure.statusCode });
}

/** The API path of a `jsonapi.individual` URL: the web server reaches the API at its own address. */
function apiPath(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The node at a site path, looked up as spec §7 says: Spanish paths with the `/es` prefix first, then
 * without; English paths under `/en`. Throws the 404 page when nothing lives there, or when what lives
 * there is not of one of the expected bundles.
 */
export async function loadContentNode(
  request: Request,
  locale: Locale,
  alias: string,
  bundles: readonly ContentBundle[],
): Promise<NodeResource> {
  const api = getServerApiClient(request);
  const candidates = locale === 'es' ? [`/es${alias}`, alias] : [`/${locale}${alias}`];
  for (const path of candidates) {
    let resolved: ReturnType<typeof ResolvedPathSchema.parse>;
    try {
      resolved = await api.get('/router/translate-path', { query: { path }, schema: ResolvedPathSchema });
    } catch (error) {
      if (isApiError(error) && error.status === 404) continue;
      contentFailure(error);
    }
    if (!bundles.includes(resolved.entity.bundle as ContentBundle)) throw notFound();
    let individual: NodeIndividual;
    try {
      individual = await api.get(apiPath(resolved.jsonapi.individual), { schema: NodeIndividualSchema });
    } catch (error) {
      contentFailure(error);
    }
    return individual.data;
  }
  throw notFound();
}

/** One page of a bundle's nodes in the visitor's language. */
export async function listContentNodes(
  request: Request,
  locale: Locale,
  bundle: ContentBundle,
  query: Partial<NodeCollectionQuery> = {},
) {
  const prefix = locale === 'es' ? '' : `/${locale}`;
  try {
    return await getServerApiClient(request).get(`${prefix}/jsonapi/node/${bundle}`, {
      query,
      schema: NodeCollectionSchema,
    });
  } catch (error) {
    return contentFailure(error);
  }
}

/** Every node of a bundle (a few hundred at most), page by page of the spec's 50. */
export async function listAllContentNodes(
  request: Request,
  locale: Locale,
  bundle: ContentBundle,
  query: Partial<NodeCollectionQuery> = {},
): Promise<NodeResource[]> {
  const nodes: NodeResource[] = [];
  for (let offset = 0; ; ) {
    const page = await listContentNodes(request, locale, bundle, { ...query, 'page[offset]': offset });
    nodes.push(...page.data);
    offset += page.data.length;
    if (!page.links.next || page.data.length === 0) return nodes;
  }
}
