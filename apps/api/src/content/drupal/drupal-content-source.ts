import { JsonApiClient } from '@drupal-api-client/json-api-client';
import {
  CONTENT_FALLBACK_LANG,
  type ContentBundle,
  ContentBundleSchema,
  type ContentLang,
  ContentLangSchema,
  type NodeCollection,
  NodeCollectionSchema,
  type NodeIndividual,
  NodeIndividualSchema,
  type NodeResource,
  PAGE_BUNDLES,
  type ResolvedPath,
  ResolvedPathSchema,
} from '@travel/contract/content';
import { z } from 'zod';
import { splitLanguagePrefix } from '../content-path.ts';
import { type ContentSource, ContentSourceError } from '../content-source.port.ts';
import { sanitizeHtml } from '../sanitize-html.ts';

/** Spec §8: a content request waits this long for Drupal, then the API answers 502. */
export const DRUPAL_TIMEOUT_MS = 10_000;

const BAD_GATEWAY = 'Bad gateway';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Site search sends Drupal at most this many words of the typed text, as the built-in source reads. */
const MAX_SEARCH_WORDS = 8;
/** Lower-case and accent-free, to tell a title match from a body match as a collation would. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
/** Drupal's `created` as a number for ordering; a date it cannot read sorts last. */
const createdAt = (node: NodeResource) => {
  const time = Date.parse(node.attributes.created);
  return Number.isNaN(time) ? 0 : time;
};
/** The words of a typed text (split on whitespace, each once whatever its case), at most MAX_SEARCH_WORDS. */
function searchWords(text: string): string[] {
  const byLowerCase = new Map<string, string>();
  for (const word of text.split(/\s+/)) {
    if (word !== '' && !byLowerCase.has(word.toLowerCase())) byLowerCase.set(word.toLowerCase(), word);
  }
  return [...byLowerCase.values()].slice(0, MAX_SEARCH_WORDS);
}
/**
 * Drupal's language codes for ours: Brazilian Portuguese is `pt-br` there (its default code and path
 * prefix), `pt` here.
 */
const DRUPAL_LANGCODES: Readonly<Record<ContentLang, string>> = { es: 'es', en: 'en', pt: 'pt-br' };
const FROM_DRUPAL = new Map(Object.entries(DRUPAL_LANGCODES).map(([ours, theirs]) => [theirs, ours]));
/** A Drupal path prefix whose langcode differs from ours. */
const DRUPAL_PREFIX = new RegExp(
  `^/(${Object.entries(DRUPAL_LANGCODES)
    .filter(([ours, theirs]) => ours !== theirs)
    .map(([, theirs]) => theirs)
    .join('|')})(?=/|$)`,
  'i',
);
/** One of our languages from a Drupal langcode (`pt-br` → `pt`); undefined for a language we do not serve. */
function fromDrupalLang(langcode: unknown): ContentLang | undefined {
  const parsed = ContentLangSchema.safeParse(
    typeof langcode === 'string' ? FROM_DRUPAL.get(langcode.toLowerCase()) : undefined,
  );
  return parsed.success ? parsed.data : undefined;
}
/** The languages whose nodes a reader of `lang` sees: its own, then its fallback (CONTENT_FALLBACK_LANG). */
function readableLangs(lang: ContentLang): ContentLang[] {
  const fallback = CONTENT_FALLBACK_LANG[lang];
  return fallback ? [lang, fallback] : [lang];
}
/**
 * The JSON:API filter on the node's language: the asked one, or for a language with a fallback an OR
 * group of both (an entity query finds each node once, and Drupal loads it in the asked language when
 * translated, else in its default one).
 */
function setLangFilter(query: URLSearchParams, lang: ContentLang): void {
  const langs = readableLangs(lang);
  if (langs.length === 1) {
    query.set('filter[langcode]', DRUPAL_LANGCODES[lang]);
    return;
  }
  query.set('filter[lang][group][conjunction]', 'OR');
  langs.forEach((each, index) => {
    query.set(`filter[lang${index}][condition][path]`, 'langcode');
    query.set(`filter[lang${index}][condition][value]`, DRUPAL_LANGCODES[each]);
    query.set(`filter[lang${index}][condition][memberOf]`, 'lang');
  });
}

/** Enough of a router answer to tell a node of ours from any other entity before checking the rest. */
const RoutedEntitySchema = z.looseObject({
  entity: z.looseObject({ type: z.string(), bundle: z.string(), langcode: z.string().optional() }),
});

export interface DrupalContentSourceOptions {
  /** The Drupal site, e.g. https://cms.example.com (CRM_URL). */
  baseUrl: string;
  /** This API's public address: every link in an answer points here, never at Drupal. */
  apiPublicUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Drupal answered 404: "nothing there" to the caller (or a misconfigured site, for a listing). */
class DrupalNotFound extends Error {
  constructor(readonly statusText: string) {
    super('Drupal answered 404');
  }
}

/**
 * The Drupal adapter: the decoupled router and JSON:API through the official @drupal-api-client
 * packages, with Spanish as Drupal's default language (no prefix), English under `/en` and Brazilian
 * Portuguese (`pt-br`) under `/pt-br`. Answers are checked against the contract, bodies sanitised,
 * langcodes given in ours (`pt`), and links rewritten to this API. A Portuguese reader gets a node with
 * no Portuguese translation in Spanish (its `langcode` says `es`).
 */
export function createDrupalContentSource(options: DrupalContentSourceOptions): ContentSource {
  const { apiPublicUrl } = options;
  const timeoutMs = options.timeoutMs ?? DRUPAL_TIMEOUT_MS;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  /**
   * Every request of the client goes through here. The client reads any body as JSON whatever the
   * status, so statuses are settled first: an error page (often HTML) never reaches its parser.
   */
  async function send(input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
    const headers = new Headers(init?.headers);
    headers.set('accept', 'application/vnd.api+json, application/json');
    let response: Response;
    try {
      response = await fetchImpl(input, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (cause) {
      throw new ContentSourceError(BAD_GATEWAY, undefined, { cause });
    }
    if (response.ok) return response;
    // Release the socket: nobody reads an error's body.
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404) throw new DrupalNotFound(response.statusText);
    throw new ContentSourceError(response.statusText || BAD_GATEWAY, response.status);
  }

  // No cache and a silent logger: the client would otherwise keep answers forever and log to console.
  const client = new JsonApiClient(options.baseUrl, { customFetch: send, logger: {} });

  /** One call to Drupal: 404 → null; anything unexpected (a broken body, a late one) → Bad gateway. */
  async function ask(call: () => Promise<unknown>): Promise<unknown | DrupalNotFound> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof DrupalNotFound) return error;
      if (error instanceof ContentSourceError) throw error;
      throw new ContentSourceError(BAD_GATEWAY, undefined, { cause: error });
    }
  }

  function check<T>(schema: z.ZodType<T>, answer: unknown): T {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ContentSourceError(BAD_GATEWAY, undefined, { cause: parsed.error });
    return parsed.data;
  }

  /** Drupal's default language has no prefix; the client puts any other locale before the path. */
  const localeOf = (lang: ContentLang) => (lang === 'es' ? {} : { locale: DRUPAL_LANGCODES[lang] });
  const jsonapiBase = (lang: ContentLang) => `${apiPublicUrl}${lang === 'es' ? '' : `/${lang}`}/jsonapi`;
  const individualUrl = (lang: ContentLang, bundle: string, uuid: string) =>
    `${jsonapiBase(lang)}/node/${bundle}/${uuid}`;
  const urlOf = (href: string) => {
    try {
      return new URL(href, options.baseUrl);
    } catch (cause) {
      throw new ContentSourceError(BAD_GATEWAY, undefined, { cause });
    }
  };
  /** A Drupal page address (canonical, resolved) as the same path on this API (`/pt-br/…` → `/pt/…`). */
  const onThisApi = (href: string) => {
    const url = urlOf(href);
    const pathname = url.pathname.replace(
      DRUPAL_PREFIX,
      (_, langcode: string) => `/${fromDrupalLang(langcode)}`,
    );
    return `${apiPublicUrl}${pathname}${url.search}`;
  };

  /**
   * A node as the site reads it: attributes with the HTML made safe, a self link on this API, and no
   * relationships (their links lead to Drupal routes this API does not serve).
   */
  function toResource(raw: NodeResource, bundle: ContentBundle, lang: ContentLang): NodeResource {
    const { body } = raw.attributes;
    const langcode = fromDrupalLang(raw.attributes.langcode) ?? raw.attributes.langcode;
    return {
      type: raw.type,
      id: raw.id,
      links: { self: { href: individualUrl(lang, bundle, raw.id) } },
      attributes: {
        ...raw.attributes,
        langcode,
        path: { ...raw.attributes.path, langcode: fromDrupalLang(raw.attributes.path.langcode) ?? langcode },
        body: body && {
          ...body,
          processed: sanitizeHtml(body.processed),
          ...(typeof body.summary === 'string' ? { summary: sanitizeHtml(body.summary) } : {}),
        },
      },
    };
  }

  /**
   * JSON:API's filter for site search: published nodes in the language whose title or body holds every
   * word, as an AND group of one OR group per word (Drupal's CONTAINS follows the database collation
   * for case and accents). The newest first, so the page Drupal cuts keeps the ones we would show.
   */
  function searchQuery(lang: ContentLang, words: readonly string[], limit: number): URLSearchParams {
    const query = new URLSearchParams({
      'filter[status]': '1',
      'filter[words][group][conjunction]': 'AND',
    });
    setLangFilter(query, lang);
    words.forEach((word, index) => {
      const group = `word${index}`;
      query.set(`filter[${group}][group][conjunction]`, 'OR');
      query.set(`filter[${group}][group][memberOf]`, 'words');
      for (const [name, path] of [
        ['title', 'title'],
        ['body', 'body.value'],
      ] as const) {
        const id = `${group}_${name}`;
        query.set(`filter[${id}][condition][path]`, path);
        query.set(`filter[${id}][condition][operator]`, 'CONTAINS');
        query.set(`filter[${id}][condition][value]`, word);
        query.set(`filter[${id}][condition][memberOf]`, group);
      }
    });
    query.set('sort', '-created');
    query.set('page[limit]', String(limit));
    return query;
  }

  return {
    name: 'drupal',

    async translatePath(path) {
      const { lang: asked, alias } = splitLanguagePrefix(path.startsWith('/') ? path : `/${path}`);
      // Drupal keeps an alias per translation: a page not translated yet has none in the asked
      // language, so its fallback language's alias is tried next (the node is then read in it).
      let answer: unknown;
      for (const each of readableLangs(asked)) {
        // The client puts `path` in the query as it is; encoding keeps `&`, `#` or `?` in it.
        answer = await ask(() =>
          client.router.translatePath(encodeURIComponent(alias), { ...localeOf(each), disableCache: true }),
        );
        if (!(answer instanceof DrupalNotFound)) break;
      }
      if (answer instanceof DrupalNotFound) return null;
      const routed = check(RoutedEntitySchema, answer);
      const bundle = ContentBundleSchema.safeParse(routed.entity.bundle);
      if (routed.entity.type !== 'node' || !bundle.success) return null;
      // The node's own language; the links stay in the asked one, whose JSON:API falls back the same way.
      const lang = fromDrupalLang(routed.entity.langcode) ?? asked;
      const resolved = check(ResolvedPathSchema, {
        ...routed,
        entity: { ...routed.entity, langcode: lang },
      });
      const links = CONTENT_FALLBACK_LANG[asked] === lang ? asked : lang;
      return {
        ...resolved,
        resolved: onThisApi(resolved.resolved),
        entity: { ...resolved.entity, canonical: onThisApi(resolved.entity.canonical) },
        jsonapi: {
          ...resolved.jsonapi,
          individual: individualUrl(links, bundle.data, resolved.entity.uuid),
          resourceName: `node--${bundle.data}`,
          pathPrefix: 'jsonapi',
          basePath: '/jsonapi',
          entryPoint: jsonapiBase(links),
        },
      } satisfies ResolvedPath;
    },

    async getNode(bundle, id, lang): Promise<NodeIndividual | null> {
      // JSON:API ids are UUIDs; anything else could walk the URL (`..`) to another Drupal route.
      if (!UUID.test(id)) return null;
      const answer = await ask(() =>
        client.getResource(`node--${bundle}`, id, { ...localeOf(lang), disableCache: true }),
      );
      if (answer instanceof DrupalNotFound) return null;
      const { data, jsonapi } = check(NodeIndividualSchema, answer);
      // Drupal falls back to the node's default language when the asked translation is missing: fine
      // for a language with that fallback (Portuguese → Spanish), a missing page for the others.
      const found = fromDrupalLang(data.attributes.langcode);
      if (!found || !readableLangs(lang).includes(found)) return null;
      return {
        jsonapi: { version: jsonapi?.version ?? '1.0' },
        data: toResource(data, bundle, lang),
        links: { self: { href: individualUrl(lang, bundle, data.id) } },
      };
    },

    async search(lang, text, limit): Promise<NodeCollection> {
      const self = new URL(`${apiPublicUrl}/content/search`);
      self.search = new URLSearchParams({ q: text, lang, limit: String(limit) }).toString();
      const words = searchWords(text);
      const answer = (data: NodeResource[], version = '1.0'): NodeCollection => ({
        jsonapi: { version },
        data,
        meta: { count: data.length },
        links: { self: { href: self.toString() } },
      });
      if (words.length === 0 || limit < 1) return answer([]);

      const queryString = searchQuery(lang, words, limit).toString();
      const found = await Promise.all(
        PAGE_BUNDLES.map(async (bundle) => {
          const collection = await ask(() =>
            client.getCollection(`node--${bundle}`, { ...localeOf(lang), queryString, disableCache: true }),
          );
          // No such resource type at Drupal: this site has no pages of that kind.
          if (collection instanceof DrupalNotFound) return { version: undefined, nodes: [] };
          const { data, jsonapi } = check(NodeCollectionSchema, collection);
          return {
            version: jsonapi?.version,
            // Drupal falls back to a node's default language; only the asked translation (or its
            // fallback language's) counts.
            nodes: data
              .filter((node) => {
                const found = fromDrupalLang(node.attributes.langcode);
                return found !== undefined && readableLangs(lang).includes(found);
              })
              .map((node) => toResource(node, bundle, lang)),
          };
        }),
      );
      // Best matches first: the first word in the title, then the newest.
      const first = fold(words[0] ?? '');
      const inTitle = (node: NodeResource) => (fold(node.attributes.title).includes(first) ? 1 : 0);
      const ranked = found
        .flatMap(({ nodes }) => nodes)
        .sort((a, b) => inTitle(b) - inTitle(a) || createdAt(b) - createdAt(a))
        .slice(0, limit);
      return answer(ranked, found.find(({ version }) => version)?.version);
    },

    async listNodes(bundle, lang, query): Promise<NodeCollection> {
      const drupalQuery = new URLSearchParams({
        'page[offset]': String(query['page[offset]']),
        'page[limit]': String(query['page[limit]']),
      });
      if (query.sort) drupalQuery.set('sort', query.sort);
      // Published nodes written in (or translated to) the asked language; Drupal would otherwise fill
      // the page with other nodes in their default language.
      drupalQuery.set('filter[status]', '1');
      setLangFilter(drupalQuery, lang);
      const section = query['filter[field_section]'];
      const category = query['filter[field_category]'];
      if (section !== undefined) drupalQuery.set('filter[field_section]', section);
      if (category !== undefined) drupalQuery.set('filter[field_category]', category);
      const destination = query['filter[field_destination]'];
      if (destination !== undefined) drupalQuery.set('filter[field_destination]', destination);

      const answer = await ask(() =>
        client.getCollection(`node--${bundle}`, {
          ...localeOf(lang),
          queryString: drupalQuery.toString(),
          disableCache: true,
        }),
      );
      // No such resource type at Drupal: the site is not set up for this bundle.
      if (answer instanceof DrupalNotFound)
        throw new ContentSourceError(answer.statusText || 'Not Found', 404);
      const collection = check(NodeCollectionSchema, answer);

      /** Our own query with Drupal's offset for that page: the link the caller follows on this API. */
      const pageLink = (offset: number) => {
        const url = new URL(`${jsonapiBase(lang)}/node/${bundle}`);
        for (const [key, value] of Object.entries({ ...query, 'page[offset]': offset })) {
          if (value !== undefined) url.searchParams.set(key, String(value));
        }
        return { href: url.toString() };
      };
      const offsetOf = (href: string, fallback: number) => {
        const given = urlOf(href).searchParams.get('page[offset]');
        const offset = given === null ? Number.NaN : Number(given);
        return Number.isInteger(offset) && offset >= 0 ? offset : fallback;
      };
      const { next, prev } = collection.links;
      const offset = query['page[offset]'];
      const limit = query['page[limit]'];
      const count = collection.meta?.count;

      return {
        jsonapi: { version: collection.jsonapi?.version ?? '1.0' },
        data: collection.data.map((node) => toResource(node, bundle, lang)),
        ...(count === undefined ? {} : { meta: { count } }),
        links: {
          self: pageLink(offset),
          ...(next ? { next: pageLink(offsetOf(next.href, offset + limit)) } : {}),
          ...(prev ? { prev: pageLink(offsetOf(prev.href, Math.max(0, offset - limit))) } : {}),
        },
      };
    },
  };
}
