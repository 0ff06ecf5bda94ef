import type {
  ContentBundle,
  ContentLang,
  NodeCollection,
  NodeCollectionQuery,
  NodeIndividual,
  ResolvedPath,
} from '@travel/contract/content';

/**
 * Where the site's content comes from (ARCHITECTURE §3): the built-in files loaded into PostgreSQL, or a
 * Drupal site. Both answer in Drupal's shapes, so the API's content routes and the web app never know
 * which one is behind them. Links inside the answers (`jsonapi.individual`, `links.next`) point at this
 * API, never at the source.
 */
export interface ContentSource {
  readonly name: 'builtin' | 'drupal';
  /** The decoupled router: a path with or without a language prefix; null when nothing lives there. */
  translatePath(path: string): Promise<ResolvedPath | null>;
  /** One node in one language; null when the node or its translation does not exist. */
  getNode(bundle: ContentBundle, id: string, lang: ContentLang): Promise<NodeIndividual | null>;
  /** A page of nodes of one bundle in one language. */
  listNodes(bundle: ContentBundle, lang: ContentLang, query: NodeCollectionQuery): Promise<NodeCollection>;
  /**
   * Pages (PAGE_BUNDLES) in one language whose title or text holds every word of `text`, ignoring case
   * and accents, best matches (in the title) first, at most `limit`.
   */
  search(lang: ContentLang, text: string, limit: number): Promise<NodeCollection>;
}

/**
 * The source failed (spec §8): with an answer, its status and status text; without one (refused,
 * timed out), no status, and the API answers 502 'Bad gateway'.
 */
export class ContentSourceError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ContentSourceError';
    this.status = status;
  }
}
