import type {
  ContentBundle,
  ContentLang,
  NodeCollection,
  NodeCollectionQuery,
  NodeIndividual,
  NodeResource,
  ResolvedPath,
} from '@travel/contract/content';
import { splitLanguagePrefix } from '../content-path.ts';
import type { ContentSource } from '../content-source.port.ts';
import type { ContentNodeRow, ContentRepository } from './content.repository.ts';

const JSONAPI_VERSION = { version: '1.0' };

/**
 * The built-in source: the repository's content files, loaded into PostgreSQL, answered in Drupal's
 * shapes with links on this API (`apiPublicUrl`), as a Drupal site behind the API would be.
 */
export function createBuiltinContentSource(deps: {
  repository: ContentRepository;
  apiPublicUrl: string;
}): ContentSource {
  const { repository, apiPublicUrl } = deps;
  const jsonapiBase = (lang: ContentLang) => `${apiPublicUrl}${lang === 'es' ? '' : `/${lang}`}/jsonapi`;
  const localePath = (lang: ContentLang, alias: string) => `${lang === 'es' ? '' : `/${lang}`}${alias}`;

  function resource(row: ContentNodeRow): NodeResource {
    const lang = row.langcode as ContentLang;
    return {
      type: `node--${row.bundle}`,
      id: row.uuid,
      links: { self: { href: `${jsonapiBase(lang)}/node/${row.bundle}/${row.uuid}` } },
      attributes: {
        drupal_internal__nid: row.nid,
        langcode: row.langcode,
        status: true,
        title: row.title,
        created: row.created.toISOString(),
        changed: row.changed.toISOString(),
        path: { alias: row.alias, langcode: row.langcode },
        body: row.bodyValue
          ? { value: row.bodyValue, format: 'markdown', processed: row.bodyProcessed, summary: row.summary }
          : null,
        ...row.fields,
      },
    };
  }

  return {
    name: 'builtin',

    async translatePath(path) {
      const { lang, alias } = splitLanguagePrefix(path);
      const row = await repository.findByAlias(lang, alias);
      if (!row) return null;
      const canonical = `${apiPublicUrl}${localePath(lang, row.alias)}`;
      const resolved: ResolvedPath = {
        resolved: canonical,
        isHomePath: false,
        entity: {
          canonical,
          type: 'node',
          bundle: row.bundle,
          id: String(row.nid),
          uuid: row.uuid,
          langcode: row.langcode,
        },
        label: row.title,
        jsonapi: {
          individual: `${jsonapiBase(lang)}/node/${row.bundle}/${row.uuid}`,
          resourceName: `node--${row.bundle}`,
          pathPrefix: 'jsonapi',
          basePath: '/jsonapi',
          entryPoint: jsonapiBase(lang),
        },
        meta: { deprecated: {} },
      };
      return resolved;
    },

    async getNode(bundle: ContentBundle, id: string, lang: ContentLang): Promise<NodeIndividual | null> {
      const row = await repository.findNode(bundle, id, lang);
      if (!row) return null;
      const self = { href: `${jsonapiBase(lang)}/node/${row.bundle}/${row.uuid}` };
      return { jsonapi: JSONAPI_VERSION, data: resource(row), links: { self } };
    },

    async search(lang: ContentLang, text: string, limit: number): Promise<NodeCollection> {
      const rows = await repository.search(lang, text, limit);
      const self = new URL(`${apiPublicUrl}/content/search`);
      self.search = new URLSearchParams({ q: text, lang, limit: String(limit) }).toString();
      return {
        jsonapi: JSONAPI_VERSION,
        data: rows.map(resource),
        meta: { count: rows.length },
        links: { self: { href: self.toString() } },
      };
    },

    async listNodes(
      bundle: ContentBundle,
      lang: ContentLang,
      query: NodeCollectionQuery,
    ): Promise<NodeCollection> {
      const { rows, total } = await repository.list(bundle, lang, query);
      const pageLink = (offset: number) => {
        const url = new URL(`${jsonapiBase(lang)}/node/${bundle}`);
        for (const [key, value] of Object.entries({ ...query, 'page[offset]': offset })) {
          if (value !== undefined) url.searchParams.set(key, String(value));
        }
        return { href: url.toString() };
      };
      const offset = query['page[offset]'];
      const limit = query['page[limit]'];
      return {
        jsonapi: JSONAPI_VERSION,
        data: rows.map(resource),
        meta: { count: total },
        links: {
          self: pageLink(offset),
          ...(offset + limit < total ? { next: pageLink(offset + limit) } : {}),
          ...(offset > 0 ? { prev: pageLink(Math.max(0, offset - limit)) } : {}),
        },
      };
    },
  };
}
