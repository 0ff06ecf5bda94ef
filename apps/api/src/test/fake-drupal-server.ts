import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A fake Drupal 10 site for the Drupal content adapter's tests: a real HTTP server on 127.0.0.1 speaking
 * the wire format of the decoupled_router module (`/router/translate-path`) and core JSON:API
 * (`/jsonapi/node/{bundle}`), with Spanish as the default language (no prefix), English under `/en` and
 * Brazilian Portuguese (langcode `pt-br`, Drupal's own) under `/pt-br`.
 * Like Drupal, it lists with the short filter syntax (`filter[field]=value`) and the condition and group
 * syntax (`filter[id][condition][path|operator|value|memberOf]`, `filter[id][group][conjunction|memberOf]`;
 * operators `=`, `<>`, CONTAINS, STARTS_WITH, ENDS_WITH), answering 400 to a filter Drupal would refuse,
 * pages with `page[offset]` and `page[limit]` (at most 50), and answers a node without the asked
 * translation in its default language. `meta.count` is the jsonapi_extras "include count" member.
 */

const JSON_API = 'application/vnd.api+json';
const MAX_PAGE = 50;
const DEFAULT_LANG = 'es';
const JSONAPI_MEMBER = {
  version: '1.0',
  meta: { links: { self: { href: 'http://jsonapi.org/format/1.0/' } } },
};

export const HOSTILE_BODY =
  '<p>Antes de volar</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';

export interface FakeDrupalTranslation {
  title: string;
  alias: string;
  status: boolean;
  created: string;
  changed: string;
  body: { value: string; format: string; processed: string; summary: string } | null;
  fields: Record<string, unknown>;
}

export interface FakeDrupalNode {
  nid: number;
  uuid: string;
  bundle: string;
  /** Keyed by langcode; the Spanish one is the default translation. */
  translations: Partial<Record<Lang, FakeDrupalTranslation>>;
}

/** A path alias of something that is not a node (a taxonomy term), which the adapter must ignore. */
interface FakeDrupalTerm {
  tid: number;
  uuid: string;
  vocabulary: string;
  langcode: 'es' | 'en';
  alias: string;
  name: string;
}

export interface ReceivedRequest {
  method: string;
  /** The path without the query, language prefix included, e.g. `/en/jsonapi/node/article`. */
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

/** How the site misbehaves until told otherwise: an HTTP error, no answer, or a broken body. */
export type FakeDrupalFailure =
  | { status: number }
  | 'hang'
  | 'malformed-json'
  /** Valid JSON that is not the shape Drupal answers. */
  | 'wrong-shape';

export interface FakeDrupalServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  received: ReceivedRequest[];
  requestsTo(path: string): ReceivedRequest[];
  /** Every later request gets this failure; null heals the site. */
  failWith(failure: FakeDrupalFailure | null): void;
  close(): Promise<void>;
}

export const FAKE_DRUPAL_UUIDS = {
  avianca: '5d0b6a52-3c8e-4d3e-9a55-2f3c1c8a0b01',
  hostileArticle: '7a1e3f10-9b2c-4c6d-8e4f-0a1b2c3d4e02',
  newsArticle: '8b2f4021-ac3d-4d7e-9f50-1b2c3d4e5f03',
  destinationsArticle: '9c305132-bd4e-4e8f-a061-2c3d4e5f6a04',
  draftArticle: 'ad416243-ce5f-4f90-b172-3d4e5f6a7b05',
  travelTerm: 'be527354-df60-4a01-8283-4e5f6a7b8c06',
} as const;

function text(value: string, processed = value) {
  return { value, format: 'basic_html', processed, summary: '' };
}

/** Two airlines pages and four articles (one unpublished, one in Spanish only, one with hostile HTML). */
export function seedDrupalNodes(): FakeDrupalNode[] {
  return [
    {
      nid: 1,
      uuid: FAKE_DRUPAL_UUIDS.avianca,
      bundle: 'airlines_landing',
      translations: {
        es: {
          title: 'Avianca',
          alias: '/aerolineas/avianca',
          status: true,
          created: '2025-01-10T09:00:00+00:00',
          changed: '2025-03-01T09:00:00+00:00',
          body: text('<p>La aerolínea bandera de Colombia.</p>'),
          fields: {
            field_summary: 'Vuelos de Avianca desde Bogotá.',
            field_iata: 'AV',
            field_country: 'CO',
            field_hubs: ['BOG', 'SAL'],
            field_alliance: 'Star Alliance',
            field_website: 'https://www.avianca.com',
          },
        },
        en: {
          title: 'Avianca',
          alias: '/airlines/avianca',
          status: true,
          created: '2025-01-10T09:00:00+00:00',
          changed: '2025-03-02T09:00:00+00:00',
          body: text("<p>Colombia's flag carrier.</p>"),
          fields: {
            field_summary: 'Avianca flights from Bogotá.',
            field_iata: 'AV',
            field_country: 'CO',
            field_hubs: ['BOG', 'SAL'],
            field_alliance: 'Star Alliance',
            field_website: 'https://www.avianca.com',
          },
        },
      },
    },
    {
      nid: 2,
      uuid: FAKE_DRUPAL_UUIDS.hostileArticle,
      bundle: 'article',
      translations: {
        es: {
          title: 'Consejos de equipaje',
          alias: '/blog/consejos-de-equipaje',
          status: true,
          created: '2025-02-01T10:00:00+00:00',
          changed: '2025-02-01T10:00:00+00:00',
          body: { ...text(HOSTILE_BODY), summary: '<b onclick="alert(1)">Resumen</b>' },
          fields: articleFields('blog', 'equipaje', ['equipaje']),
        },
        en: {
          title: 'Baggage tips',
          alias: '/blog/baggage-tips',
          status: true,
          created: '2025-02-01T10:00:00+00:00',
          changed: '2025-02-02T10:00:00+00:00',
          body: text(HOSTILE_BODY),
          fields: articleFields('blog', 'equipaje', ['baggage']),
        },
      },
    },
    {
      nid: 3,
      uuid: FAKE_DRUPAL_UUIDS.newsArticle,
      bundle: 'article',
      translations: {
        es: {
          title: 'Nueva ruta a Madrid',
          alias: '/noticias/nueva-ruta-a-madrid',
          status: true,
          created: '2025-03-05T10:00:00+00:00',
          changed: '2025-03-05T10:00:00+00:00',
          body: null,
          fields: articleFields('noticias', 'rutas', ['madrid']),
        },
      },
    },
    {
      nid: 4,
      uuid: FAKE_DRUPAL_UUIDS.destinationsArticle,
      bundle: 'article',
      translations: {
        es: {
          title: 'Cartagena en tres días',
          alias: '/blog/cartagena-en-tres-dias',
          status: true,
          created: '2025-04-01T10:00:00+00:00',
          changed: '2025-04-01T10:00:00+00:00',
          body: text('<p>Murallas y playas.</p>'),
          fields: articleFields('blog', 'destinos', ['cartagena']),
        },
        en: {
          title: 'Cartagena in three days',
          alias: '/blog/cartagena-in-three-days',
          status: true,
          created: '2025-04-01T10:00:00+00:00',
          changed: '2025-04-01T10:00:00+00:00',
          body: text('<p>Walls and beaches.</p>'),
          fields: articleFields('blog', 'destinos', ['cartagena']),
        },
        'pt-br': {
          title: 'Cartagena em três dias',
          alias: '/blog/cartagena-em-tres-dias',
          status: true,
          created: '2025-04-01T10:00:00+00:00',
          changed: '2025-04-03T10:00:00+00:00',
          body: text('<p>Muralhas e praias.</p>'),
          fields: articleFields('blog', 'destinos', ['cartagena']),
        },
      },
    },
    {
      nid: 5,
      uuid: FAKE_DRUPAL_UUIDS.draftArticle,
      bundle: 'article',
      translations: {
        es: {
          title: 'Borrador',
          alias: '/blog/borrador',
          status: false,
          created: '2025-05-01T10:00:00+00:00',
          changed: '2025-05-01T10:00:00+00:00',
          body: null,
          fields: articleFields('blog', 'equipaje', []),
        },
      },
    },
  ];
}

function articleFields(section: string, category: string, tags: string[]) {
  return {
    field_summary: `Resumen de ${category}`,
    field_section: section,
    field_category: category,
    field_author: 'Redacción',
    field_tags: tags,
  };
}

const TERMS: FakeDrupalTerm[] = [
  {
    tid: 7,
    uuid: FAKE_DRUPAL_UUIDS.travelTerm,
    vocabulary: 'tags',
    langcode: 'es',
    alias: '/temas/viajes',
    name: 'Viajes',
  },
];

type Lang = 'es' | 'en' | 'pt-br';

/*
 * JSON:API filters (https://www.drupal.org/docs/core-modules-and-themes/core-modules/jsonapi-module/filtering):
 * conditions and groups, each a member of a group or of the root group, which ANDs its members.
 */
const ROOT_GROUP = '@root';
const OPERATORS = ['=', '<>', 'CONTAINS', 'STARTS_WITH', 'ENDS_WITH'] as const;
type Operator = (typeof OPERATORS)[number];
const BASE_PATHS = new Set(['status', 'langcode', 'title', 'created', 'changed']);
const TEXT_PATH = /^body\.(value|processed|summary)$/;
const FIELD_PATH = /^field_[a-z0-9_]+$/;

interface FilterCondition {
  path: string;
  operator: Operator;
  value: string;
}
interface FilterGroup {
  conjunction: 'AND' | 'OR';
  members: Array<FilterGroup | FilterCondition>;
}

/** Case and accents ignored, as CONTAINS and its kin compare under MySQL's utf8mb4_general_ci. */
const foldCase = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

class BadFilter extends Error {}

/** The query's `filter[...]` parameters as a tree under the root group; a BadFilter where Drupal answers 400. */
function parseFilter(query: URLSearchParams): FilterGroup {
  const conditions = new Map<string, Record<string, string>>();
  const groups = new Map<string, Record<string, string>>();
  const entry = (map: Map<string, Record<string, string>>, id: string) => {
    const found = map.get(id) ?? {};
    map.set(id, found);
    return found;
  };
  for (const [key, value] of query) {
    const parts = /^filter\[([^\]]+)\](.*)$/.exec(key);
    const id = parts?.[1];
    const rest = parts?.[2];
    if (id === undefined || rest === undefined) continue;
    if (rest === '') {
      // The short syntax: `filter[path]=value` is an equality in the root group.
      Object.assign(entry(conditions, id), { path: id, value });
      continue;
    }
    const member = /^\[(condition|group)\]\[([a-zA-Z]+)\]$/.exec(rest);
    const kind = member?.[1];
    const property = member?.[2] ?? '';
    if (kind === 'condition' && ['path', 'operator', 'value', 'memberOf'].includes(property)) {
      entry(conditions, id)[property] = value;
    } else if (kind === 'group' && ['conjunction', 'memberOf'].includes(property)) {
      entry(groups, id)[property] = value;
    } else {
      throw new BadFilter(`Invalid filter key ${key}.`);
    }
  }

  const children = new Map<string, Array<{ id: string; group: boolean }>>([[ROOT_GROUP, []]]);
  for (const id of groups.keys()) {
    if (conditions.has(id)) throw new BadFilter(`Filter ${id} is both a condition and a group.`);
    children.set(id, []);
  }
  for (const [map, group] of [
    [groups, true],
    [conditions, false],
  ] as const) {
    for (const [id, properties] of map) {
      const parent = properties.memberOf ?? ROOT_GROUP;
      const siblings = children.get(parent);
      if (!siblings) throw new BadFilter(`Filter ${id} is a member of ${parent}, which is no group.`);
      siblings.push({ id, group });
    }
  }

  const reached = new Set<string>();
  const build = (groupId: string, conjunction: string): FilterGroup => {
    if (reached.has(groupId)) throw new BadFilter(`Filter group ${groupId} is a member of itself.`);
    reached.add(groupId);
    if (conjunction !== 'AND' && conjunction !== 'OR')
      throw new BadFilter(`Filter group ${groupId} has no AND or OR conjunction.`);
    const members = (children.get(groupId) ?? []).map(({ id, group }): FilterGroup | FilterCondition => {
      if (group) return build(id, groups.get(id)?.conjunction ?? '');
      reached.add(id);
      const { path, operator = '=', value } = conditions.get(id) ?? {};
      if (path === undefined || !(BASE_PATHS.has(path) || TEXT_PATH.test(path) || FIELD_PATH.test(path)))
        throw new BadFilter(`Filter ${id} has an invalid path ${path}.`);
      if (!(OPERATORS as readonly string[]).includes(operator))
        throw new BadFilter(`Filter ${id} has an invalid operator ${operator}.`);
      if (value === undefined) throw new BadFilter(`Filter ${id} has no value.`);
      return { path, operator: operator as Operator, value };
    });
    return { conjunction, members };
  };
  const root = build(ROOT_GROUP, 'AND');
  for (const id of [...groups.keys(), ...conditions.keys()]) {
    if (!reached.has(id)) throw new BadFilter(`Filter ${id} is not reachable from the root group.`);
  }
  return root;
}

/** Whether one translation meets a filter; a multi-valued field meets a condition when one value does. */
function meets(filter: FilterGroup | FilterCondition, read: (path: string) => unknown): boolean {
  if ('members' in filter) {
    const test = (member: FilterGroup | FilterCondition) => meets(member, read);
    return filter.conjunction === 'AND' ? filter.members.every(test) : filter.members.some(test);
  }
  const actual = read(filter.path);
  const values = (Array.isArray(actual) ? actual : [actual]).filter(
    (value) => value !== null && value !== undefined,
  );
  const wanted = foldCase(filter.value);
  const compare: Record<Operator, (text: string) => boolean> = {
    '=': (text) => text === filter.value,
    '<>': (text) => text !== filter.value,
    CONTAINS: (text) => foldCase(text).includes(wanted),
    STARTS_WITH: (text) => foldCase(text).startsWith(wanted),
    ENDS_WITH: (text) => foldCase(text).endsWith(wanted),
  };
  return values.some((value) =>
    compare[filter.operator](typeof value === 'boolean' ? (value ? '1' : '0') : String(value)),
  );
}

export async function startFakeDrupalServer(
  nodes: FakeDrupalNode[] = seedDrupalNodes(),
): Promise<FakeDrupalServer> {
  const received: ReceivedRequest[] = [];
  let failure: FakeDrupalFailure | null = null;
  let origin = '';

  const prefixOf = (lang: Lang) => (lang === DEFAULT_LANG ? '' : `/${lang}`);
  /** Drupal shows the asked translation, or the node's default one when it has none. */
  const translationOf = (node: FakeDrupalNode, lang: Lang) => {
    const asked = node.translations[lang];
    if (asked) return { lang, translation: asked };
    const fallback = node.translations[DEFAULT_LANG];
    return fallback ? { lang: DEFAULT_LANG as Lang, translation: fallback } : null;
  };

  function resource(node: FakeDrupalNode, lang: Lang, translation: FakeDrupalTranslation) {
    const self = `${origin}${prefixOf(lang)}/jsonapi/node/${node.bundle}/${node.uuid}`;
    const relationship = (name: string, type: string, id: string) => ({
      data: { type, id, meta: { drupal_internal__target_id: 1 } },
      links: {
        related: { href: `${self}/${name}` },
        self: { href: `${self}/relationships/${name}` },
      },
    });
    return {
      type: `node--${node.bundle}`,
      id: node.uuid,
      links: { self: { href: `${self}?resourceVersion=id%3A${node.nid * 10}` } },
      attributes: {
        drupal_internal__nid: node.nid,
        drupal_internal__vid: node.nid * 10,
        langcode: lang,
        revision_timestamp: translation.changed,
        revision_log: null,
        status: translation.status,
        title: translation.title,
        created: translation.created,
        changed: translation.changed,
        promote: true,
        sticky: false,
        default_langcode: lang === DEFAULT_LANG,
        revision_translation_affected: true,
        path: { alias: translation.alias, pid: node.nid, langcode: lang },
        body: translation.body,
        ...translation.fields,
      },
      relationships: {
        node_type: relationship('node_type', 'node_type--node_type', '0c4e1e32-node-type'),
        uid: relationship('uid', 'user--user', 'f1b2c3d4-editor'),
      },
    };
  }

  function notFound(path: string) {
    return {
      jsonapi: JSONAPI_MEMBER,
      errors: [
        {
          title: 'Not Found',
          status: '404',
          detail: `The "entity" parameter was not converted for the path "${path}"`,
          links: {
            via: { href: `${origin}${path}` },
            info: { href: 'http://www.w3.org/Protocols/rfc2616/rfc2616-sec10.html#sec10.4.5' },
          },
        },
      ],
    };
  }

  function badRequest(detail: string) {
    return { jsonapi: JSONAPI_MEMBER, errors: [{ title: 'Bad Request', status: '400', detail }] };
  }

  function translatePath(lang: Lang, path: string): { status: number; body: unknown } {
    const unresolved = {
      status: 404,
      body: {
        message: `Unable to resolve path ${path}.`,
        details: 'None of the available methods were able to find a match for this path.',
      },
    };
    const deprecated = {
      'jsonapi.pathPrefix':
        'This property has been deprecated and will be removed in the next version of Decoupled Router. Use basePath instead.',
    };
    const term = TERMS.find((candidate) => candidate.langcode === lang && candidate.alias === path);
    if (term) {
      const canonical = `${origin}${prefixOf(lang)}${term.alias}`;
      return {
        status: 200,
        body: {
          resolved: canonical,
          isHomePath: false,
          entity: {
            canonical,
            type: 'taxonomy_term',
            bundle: term.vocabulary,
            id: String(term.tid),
            uuid: term.uuid,
            langcode: term.langcode,
          },
          label: term.name,
          jsonapi: {
            individual: `${origin}${prefixOf(lang)}/jsonapi/taxonomy_term/${term.vocabulary}/${term.uuid}`,
            resourceName: `taxonomy_term--${term.vocabulary}`,
            pathPrefix: 'jsonapi',
            basePath: '/jsonapi',
            entryPoint: `${origin}${prefixOf(lang)}/jsonapi`,
          },
          meta: { deprecated },
        },
      };
    }
    const node = nodes.find((candidate) => candidate.translations[lang]?.alias === path);
    const translation = node?.translations[lang];
    if (!node || !translation) return unresolved;
    const canonical = `${origin}${prefixOf(lang)}${translation.alias}`;
    return {
      status: 200,
      body: {
        resolved: canonical,
        isHomePath: false,
        entity: {
          canonical,
          type: 'node',
          bundle: node.bundle,
          id: String(node.nid),
          uuid: node.uuid,
          langcode: lang,
        },
        label: translation.title,
        jsonapi: {
          individual: `${origin}${prefixOf(lang)}/jsonapi/node/${node.bundle}/${node.uuid}`,
          resourceName: `node--${node.bundle}`,
          pathPrefix: 'jsonapi',
          basePath: '/jsonapi',
          entryPoint: `${origin}${prefixOf(lang)}/jsonapi`,
        },
        meta: { deprecated },
      },
    };
  }

  function collection(lang: Lang, bundle: string, url: URL): { status: number; body: unknown } {
    const query = url.searchParams;
    let filter: FilterGroup;
    try {
      filter = parseFilter(query);
    } catch (error) {
      if (!(error instanceof BadFilter)) throw error;
      return { status: 400, body: badRequest(error.message) };
    }
    const offset = Math.max(0, Number(query.get('page[offset]') ?? 0) || 0);
    const limit = Math.min(MAX_PAGE, Math.max(1, Number(query.get('page[limit]') ?? MAX_PAGE) || MAX_PAGE));

    // Like an entity query on the translations: a node matches when one of its translations does.
    const matches = nodes.filter(
      (node) =>
        node.bundle === bundle &&
        Object.entries(node.translations).some(([langcode, translation]) =>
          meets(filter, (path) => {
            if (path === 'langcode') return langcode;
            if (path === 'status' || path === 'title' || path === 'created' || path === 'changed')
              return translation[path];
            const text = TEXT_PATH.exec(path)?.[1] as 'value' | 'processed' | 'summary' | undefined;
            return text ? translation.body?.[text] : translation.fields[path];
          }),
        ),
    );
    const shown = matches.flatMap((node) => {
      const found = translationOf(node, lang);
      return found ? [{ node, ...found }] : [];
    });
    const sort = query.get('sort');
    if (sort) {
      const descending = sort.startsWith('-');
      const key = descending ? sort.slice(1) : sort;
      if (key !== 'created' && key !== 'title') {
        return { status: 400, body: badRequest(`Invalid sort ${sort}.`) };
      }
      shown.sort((a, b) => {
        const order = a.translation[key].localeCompare(b.translation[key]);
        return descending ? -order : order;
      });
    }
    const page = shown.slice(offset, offset + limit);
    const link = (pageOffset: number) => {
      const href = new URL(url.pathname, origin);
      for (const [key, value] of query) href.searchParams.append(key, value);
      href.searchParams.set('page[offset]', String(pageOffset));
      href.searchParams.set('page[limit]', String(limit));
      return { href: href.toString() };
    };
    const self = new URL(url.pathname + url.search, origin).toString();
    return {
      status: 200,
      body: {
        jsonapi: JSONAPI_MEMBER,
        data: page.map((entry) => resource(entry.node, entry.lang, entry.translation)),
        meta: { count: shown.length },
        links: {
          self: { href: self },
          ...(offset + limit < shown.length ? { next: link(offset + limit) } : {}),
          ...(offset > 0 ? { prev: link(Math.max(0, offset - limit)) } : {}),
        },
      },
    };
  }

  function individual(
    lang: Lang,
    bundle: string,
    uuid: string,
    path: string,
  ): { status: number; body: unknown } {
    const node = nodes.find((candidate) => candidate.uuid === uuid && candidate.bundle === bundle);
    const found = node ? translationOf(node, lang) : null;
    // Anonymous users get 404 for what they cannot see, as with the site's access settings.
    if (!node || !found?.translation.status) return { status: 404, body: notFound(path) };
    const self = `${origin}${prefixOf(lang)}/jsonapi/node/${bundle}/${uuid}`;
    return {
      status: 200,
      body: {
        jsonapi: JSONAPI_MEMBER,
        data: resource(node, found.lang, found.translation),
        links: { self: { href: self } },
      },
    };
  }

  function route(method: string, url: URL): { status: number; body: unknown; type: string } {
    const localized = /^\/(en|pt-br)(\/.*)$/.exec(url.pathname);
    const lang = (localized?.[1] ?? 'es') as Lang;
    const path = localized?.[2] ?? url.pathname;
    if (method === 'GET' && path === '/router/translate-path') {
      const asked = url.searchParams.get('path') ?? '';
      return { ...translatePath(lang, asked), type: 'application/json' };
    }
    const jsonapi = /^\/jsonapi\/node\/([a-z_]+)(?:\/([0-9a-f-]+))?$/.exec(path);
    const bundle = jsonapi?.[1];
    if (method === 'GET' && bundle && nodes.some((node) => node.bundle === bundle)) {
      const uuid = jsonapi?.[2];
      const answer = uuid ? individual(lang, bundle, uuid, url.pathname) : collection(lang, bundle, url);
      return { ...answer, type: JSON_API };
    }
    return { status: 404, body: notFound(url.pathname), type: JSON_API };
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    received.push({
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
    });
    request.resume();

    if (failure === 'hang') return; // never answers; close() cuts the socket
    if (failure === 'malformed-json') {
      response.writeHead(200, { 'content-type': JSON_API });
      response.end('{"jsonapi":{"version":"1.0"},"data":[{"type":"node--art');
      return;
    }
    if (failure === 'wrong-shape') {
      response.writeHead(200, { 'content-type': JSON_API });
      response.end(JSON.stringify({ jsonapi: { version: '1.0' }, data: 'nothing', resolved: 42 }));
      return;
    }
    if (failure) {
      // Drupal's maintenance page, or whatever a proxy in front says: HTML, not JSON.
      response.writeHead(failure.status, { 'content-type': 'text/html; charset=UTF-8' });
      response.end(`<html><body><h1>Site under maintenance</h1><p>${origin}</p></body></html>`);
      return;
    }

    const answer = route(request.method ?? 'GET', url);
    response.writeHead(answer.status, { 'content-type': answer.type });
    response.end(JSON.stringify(answer.body));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    received,
    requestsTo: (path) => received.filter((entry) => entry.path === path),
    failWith(next) {
      failure = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
