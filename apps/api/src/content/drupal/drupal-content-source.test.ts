import { createServer } from 'node:net';
import { type NodeCollectionQuery, PAGE_BUNDLES } from '@travel/contract/content';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FAKE_DRUPAL_UUIDS,
  type FakeDrupalNode,
  type FakeDrupalServer,
  seedDrupalNodes,
  startFakeDrupalServer,
} from '../../test/fake-drupal-server.ts';
import { type ContentSource, ContentSourceError } from '../content-source.port.ts';
import { createDrupalContentSource } from './drupal-content-source.ts';

const API = 'https://api.example.test';
const { avianca, hostileArticle, newsArticle, destinationsArticle } = FAKE_DRUPAL_UUIDS;

function pageQuery(overrides: Partial<NodeCollectionQuery> = {}): NodeCollectionQuery {
  return { 'page[offset]': 0, 'page[limit]': 50, ...overrides };
}

async function sourceError(promise: Promise<unknown>): Promise<ContentSourceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ContentSourceError);
  return error as ContentSourceError;
}

/** A local port nothing listens on. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('createDrupalContentSource', () => {
  let drupal: FakeDrupalServer;
  let source: ContentSource;

  beforeEach(async () => {
    drupal = await startFakeDrupalServer();
    source = createDrupalContentSource({ baseUrl: drupal.url, apiPublicUrl: API });
  });
  afterEach(async () => drupal.close());

  describe('translatePath', () => {
    it('resolves a Spanish path by asking the router without a prefix and points individual at this API', async () => {
      const resolved = await source.translatePath('/es/aerolineas/avianca');

      const [request] = drupal.requestsTo('/router/translate-path');
      expect(request?.query.get('path')).toBe('/aerolineas/avianca');
      expect(resolved).toMatchObject({
        resolved: `${API}/aerolineas/avianca`,
        isHomePath: false,
        entity: {
          canonical: `${API}/aerolineas/avianca`,
          type: 'node',
          bundle: 'airlines_landing',
          id: '1',
          uuid: avianca,
          langcode: 'es',
        },
        label: 'Avianca',
        jsonapi: {
          individual: `${API}/jsonapi/node/airlines_landing/${avianca}`,
          resourceName: 'node--airlines_landing',
          basePath: '/jsonapi',
          entryPoint: `${API}/jsonapi`,
        },
      });
      expect(JSON.stringify(resolved)).not.toContain(drupal.url);
    });

    it('reads a path without a language prefix as Spanish', async () => {
      const resolved = await source.translatePath('/blog/consejos-de-equipaje');

      expect(drupal.requestsTo('/router/translate-path')).toHaveLength(1);
      expect(resolved?.entity.uuid).toBe(hostileArticle);
      expect(resolved?.jsonapi.individual).toBe(`${API}/jsonapi/node/article/${hostileArticle}`);
    });

    it('resolves an English path through /en/router/translate-path and points individual at /en on this API', async () => {
      const resolved = await source.translatePath('/en/airlines/avianca');

      const [request] = drupal.requestsTo('/en/router/translate-path');
      expect(request?.query.get('path')).toBe('/airlines/avianca');
      expect(resolved?.entity.langcode).toBe('en');
      expect(resolved?.entity.canonical).toBe(`${API}/en/airlines/avianca`);
      expect(resolved?.jsonapi.individual).toBe(`${API}/en/jsonapi/node/airlines_landing/${avianca}`);
      expect(resolved?.jsonapi.entryPoint).toBe(`${API}/en/jsonapi`);
    });

    it('answers null for a path nothing lives at, or a Spanish alias under the English prefix', async () => {
      expect(await source.translatePath('/es/no-existe')).toBeNull();
      expect(await source.translatePath('/en/aerolineas/avianca')).toBeNull();
    });

    it('answers null for a path of something that is not one of the site’s nodes', async () => {
      expect(await source.translatePath('/temas/viajes')).toBeNull();
    });

    it('keeps characters that mean something in a query inside the asked path', async () => {
      await source.translatePath('/es/a&b=c#d');

      const [request] = drupal.requestsTo('/router/translate-path');
      expect([...(request?.query.keys() ?? [])]).toEqual(['path']);
      expect(request?.query.get('path')).toBe('/a&b=c#d');
    });
  });

  describe('getNode', () => {
    it('reads a Spanish node from /jsonapi without a prefix, with its links on this API', async () => {
      const node = await source.getNode('airlines_landing', avianca, 'es');

      expect(drupal.requestsTo(`/jsonapi/node/airlines_landing/${avianca}`)).toHaveLength(1);
      expect(node?.data).toMatchObject({
        type: 'node--airlines_landing',
        id: avianca,
        attributes: {
          langcode: 'es',
          title: 'Avianca',
          path: { alias: '/aerolineas/avianca' },
          field_iata: 'AV',
          field_hubs: ['BOG', 'SAL'],
        },
      });
      expect(node?.links?.self.href).toBe(`${API}/jsonapi/node/airlines_landing/${avianca}`);
      expect(JSON.stringify(node)).not.toContain(drupal.url);
    });

    it('reads an English node from /en/jsonapi', async () => {
      const node = await source.getNode('airlines_landing', avianca, 'en');

      expect(drupal.requestsTo(`/en/jsonapi/node/airlines_landing/${avianca}`)).toHaveLength(1);
      expect(node?.data.attributes).toMatchObject({ langcode: 'en', path: { alias: '/airlines/avianca' } });
      expect(node?.links?.self.href).toBe(`${API}/en/jsonapi/node/airlines_landing/${avianca}`);
    });

    it('answers null for a translation the node lacks, though Drupal answers its Spanish text', async () => {
      expect(await source.getNode('article', newsArticle, 'en')).toBeNull();
      expect(drupal.requestsTo(`/en/jsonapi/node/article/${newsArticle}`)).toHaveLength(1);
    });

    it('answers null when Drupal answers 404 for the node', async () => {
      expect(await source.getNode('article', '00000000-0000-4000-8000-000000000000', 'es')).toBeNull();
      expect(await source.getNode('article', avianca, 'es')).toBeNull();
    });

    it('answers null for an id that is no UUID without asking Drupal', async () => {
      expect(await source.getNode('article', '../../user/user', 'es')).toBeNull();
      expect(drupal.received).toHaveLength(0);
    });

    it('sanitises the body: no script, no event handler, no javascript: link', async () => {
      const node = await source.getNode('article', hostileArticle, 'es');

      const body = node?.data.attributes.body;
      expect(body?.processed).toContain('<p>Antes de volar</p>');
      for (const html of [body?.processed, body?.summary]) {
        expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
      }
    });

    it('keeps a node without a body', async () => {
      const node = await source.getNode('article', newsArticle, 'es');
      expect(node?.data.attributes.body).toBeNull();
    });
  });

  describe('listNodes', () => {
    it('asks for one page of published nodes in the language, with the sort and the section filter', async () => {
      await source.listNodes(
        'article',
        'es',
        pageQuery({ 'page[limit]': 1, sort: '-created', 'filter[field_section]': 'blog' }),
      );

      const [request] = drupal.requestsTo('/jsonapi/node/article');
      expect(Object.fromEntries(request?.query ?? [])).toEqual({
        'page[offset]': '0',
        'page[limit]': '1',
        sort: '-created',
        'filter[status]': '1',
        'filter[langcode]': 'es',
        'filter[field_section]': 'blog',
      });
    });

    it('pages through a filtered list with next and prev links on this API', async () => {
      const query = pageQuery({ 'page[limit]': 1, sort: '-created', 'filter[field_section]': 'blog' });
      const first = await source.listNodes('article', 'es', query);

      expect(first.meta?.count).toBe(2);
      expect(first.data.map((node) => node.id)).toEqual([destinationsArticle]);
      expect(first.links.prev).toBeUndefined();
      const next = new URL(first.links.next?.href ?? '');
      expect(`${next.origin}${next.pathname}`).toBe(`${API}/jsonapi/node/article`);
      expect(Object.fromEntries(next.searchParams)).toEqual({
        'page[offset]': '1',
        'page[limit]': '1',
        sort: '-created',
        'filter[field_section]': 'blog',
      });
      expect(first.links.self.href).toBe(
        `${API}/jsonapi/node/article?page%5Boffset%5D=0&page%5Blimit%5D=1&sort=-created&filter%5Bfield_section%5D=blog`,
      );

      const second = await source.listNodes('article', 'es', { ...query, 'page[offset]': 1 });
      expect(second.data.map((node) => node.id)).toEqual([hostileArticle]);
      expect(second.links.next).toBeUndefined();
      expect(new URL(second.links.prev?.href ?? '').searchParams.get('page[offset]')).toBe('0');
      expect(JSON.stringify([first, second])).not.toContain(drupal.url);
    });

    it('filters on the category', async () => {
      const list = await source.listNodes('article', 'es', pageQuery({ 'filter[field_category]': 'rutas' }));

      expect(drupal.requestsTo('/jsonapi/node/article')[0]?.query.get('filter[field_category]')).toBe(
        'rutas',
      );
      expect(list.data.map((node) => node.id)).toEqual([newsArticle]);
    });

    it('lists English nodes from /en/jsonapi with links under /en on this API', async () => {
      const list = await source.listNodes('article', 'en', pageQuery());

      expect(drupal.requestsTo('/en/jsonapi/node/article')).toHaveLength(1);
      expect(list.data.map((node) => node.attributes.langcode)).toEqual(['en', 'en']);
      expect(list.links.self.href.startsWith(`${API}/en/jsonapi/node/article?`)).toBe(true);
      expect(list.data[0]?.links).toEqual({
        self: { href: `${API}/en/jsonapi/node/article/${list.data[0]?.id}` },
      });
    });

    it('sanitises every body in the list', async () => {
      const list = await source.listNodes('article', 'en', pageQuery());

      expect(JSON.stringify(list.data.map((node) => node.attributes.body?.processed))).not.toMatch(
        /<script|onerror|javascript:/i,
      );
    });

    it('fails with Drupal’s 404 when Drupal has no such node type', async () => {
      const error = await sourceError(source.listNodes('faq', 'es', pageQuery()));
      expect(error.status).toBe(404);
    });
  });

  describe('in Portuguese (pt-br at Drupal)', () => {
    it('resolves a Portuguese path through /pt-br, giving our langcode and addresses under /pt', async () => {
      const resolved = await source.translatePath('/pt/blog/cartagena-em-tres-dias');

      expect(drupal.requestsTo('/pt-br/router/translate-path')[0]?.query.get('path')).toBe(
        '/blog/cartagena-em-tres-dias',
      );
      expect(resolved?.entity).toMatchObject({
        langcode: 'pt',
        uuid: destinationsArticle,
        canonical: `${API}/pt/blog/cartagena-em-tres-dias`,
      });
      expect(resolved?.jsonapi.individual).toBe(`${API}/pt/jsonapi/node/article/${destinationsArticle}`);
    });

    it('resolves a page with no Portuguese alias by its Spanish one, and says it is Spanish', async () => {
      const resolved = await source.translatePath('/pt/noticias/nueva-ruta-a-madrid');

      expect(drupal.requestsTo('/pt-br/router/translate-path')).toHaveLength(1);
      expect(drupal.requestsTo('/router/translate-path')).toHaveLength(1);
      expect(resolved?.entity).toMatchObject({ langcode: 'es', uuid: newsArticle });
      // Read through the Portuguese address, which falls back the same way.
      expect(resolved?.jsonapi.individual).toBe(`${API}/pt/jsonapi/node/article/${newsArticle}`);
      expect(await source.translatePath('/pt/no-existe')).toBeNull();
    });

    it('reads a translated node in Portuguese and an untranslated one in Spanish', async () => {
      const translated = await source.getNode('article', destinationsArticle, 'pt');
      expect(drupal.requestsTo(`/pt-br/jsonapi/node/article/${destinationsArticle}`)).toHaveLength(1);
      expect(translated?.data.attributes).toMatchObject({
        langcode: 'pt',
        title: 'Cartagena em três dias',
        path: { langcode: 'pt' },
      });
      expect(translated?.links?.self.href).toBe(`${API}/pt/jsonapi/node/article/${destinationsArticle}`);

      const untranslated = await source.getNode('article', newsArticle, 'pt');
      expect(untranslated?.data.attributes).toMatchObject({ langcode: 'es', title: 'Nueva ruta a Madrid' });
    });

    it('lists each published node once, translated or in Spanish, asking for either langcode', async () => {
      const list = await source.listNodes('article', 'pt', pageQuery({ sort: '-created' }));

      const [request] = drupal.requestsTo('/pt-br/jsonapi/node/article');
      expect(request?.query.get('filter[langcode]')).toBeNull();
      expect(request?.query.get('filter[lang][group][conjunction]')).toBe('OR');
      expect([
        request?.query.get('filter[lang0][condition][value]'),
        request?.query.get('filter[lang1][condition][value]'),
      ]).toEqual(['pt-br', 'es']);
      expect(list.data.map((node) => [node.id, node.attributes.langcode])).toEqual([
        [destinationsArticle, 'pt'],
        [newsArticle, 'es'],
        [hostileArticle, 'es'],
      ]);
      expect(list.links.self.href.startsWith(`${API}/pt/jsonapi/node/article?`)).toBe(true);
    });

    it('searches Portuguese pages and the Spanish text of pages not translated yet', async () => {
      const titles = async (text: string) =>
        (await source.search('pt', text, 10)).data.map((node) => [
          node.attributes.title,
          node.attributes.langcode,
        ]);
      expect(await titles('muralhas')).toEqual([['Cartagena em três dias', 'pt']]);
      expect(await titles('madrid')).toEqual([['Nueva ruta a Madrid', 'es']]);
    });
  });

  describe('search', () => {
    const ids = (collection: { data: Array<{ id: string }> }) => collection.data.map((node) => node.id);

    /** A page whose title holds "Colombia" (older than every seeded node) and a country page whose body does. */
    const colombiaPage = 'c1a2b3c4-0000-4000-8000-00000000000a';
    const peruPage = 'c1a2b3c4-0000-4000-8000-00000000000b';
    const withColombiaPages = async () => {
      const page = (title: string, alias: string, created: string, body: string) => ({
        title,
        alias,
        status: true,
        created,
        changed: created,
        body: { value: body, format: 'basic_html', processed: body, summary: '' },
        fields: {},
      });
      const extra: FakeDrupalNode[] = [
        {
          nid: 10,
          uuid: colombiaPage,
          bundle: 'page',
          translations: {
            es: page('Colombia para principiantes', '/colombia', '2024-06-01T10:00:00+00:00', '<p>Todo.</p>'),
            en: page('Colombia for beginners', '/colombia', '2024-06-01T10:00:00+00:00', '<p>All.</p>'),
          },
        },
        {
          nid: 11,
          uuid: peruPage,
          bundle: 'country_page',
          translations: {
            es: page('Perú', '/paises/peru', '2025-06-01T10:00:00+00:00', '<p>Vecino de Colombia.</p>'),
          },
        },
      ];
      await drupal.close();
      drupal = await startFakeDrupalServer([...seedDrupalNodes(), ...extra]);
      source = createDrupalContentSource({ baseUrl: drupal.url, apiPublicUrl: API });
    };

    it('finds Spanish pages by a word of the title or of the body, with links on this API', async () => {
      const byTitle = await source.search('es', 'avianca', 10);
      const byBody = await source.search('es', 'Murallas', 10);

      expect(ids(byTitle)).toEqual([avianca]);
      expect(byTitle.meta?.count).toBe(1);
      expect(byTitle.data[0]?.attributes).toMatchObject({ langcode: 'es', title: 'Avianca' });
      expect(byTitle.data[0]?.links).toEqual({
        self: { href: `${API}/jsonapi/node/airlines_landing/${avianca}` },
      });
      expect(byTitle.links.self.href).toBe(`${API}/content/search?q=avianca&lang=es&limit=10`);
      expect(ids(byBody)).toEqual([destinationsArticle]);
      expect(byBody.data[0]?.links).toEqual({
        self: { href: `${API}/jsonapi/node/article/${destinationsArticle}` },
      });
      expect(JSON.stringify([byTitle, byBody])).not.toContain(drupal.url);
      // Every page bundle is asked in Spanish, without a prefix; those this Drupal lacks (404) find nothing.
      for (const bundle of PAGE_BUNDLES) expect(drupal.requestsTo(`/jsonapi/node/${bundle}`)).toHaveLength(2);
    });

    it('finds English pages from /en/jsonapi by a word of the title or of the body, with links under /en', async () => {
      const byTitle = await source.search('en', 'BAGGAGE', 10);
      const byBody = await source.search('en', 'beaches', 10);

      expect(ids(byTitle)).toEqual([hostileArticle]);
      expect(byTitle.data[0]?.attributes.langcode).toBe('en');
      expect(byTitle.data[0]?.links).toEqual({
        self: { href: `${API}/en/jsonapi/node/article/${hostileArticle}` },
      });
      expect(byTitle.links.self.href).toBe(`${API}/content/search?q=BAGGAGE&lang=en&limit=10`);
      expect(ids(byBody)).toEqual([destinationsArticle]);
      for (const bundle of PAGE_BUNDLES)
        expect(drupal.requestsTo(`/en/jsonapi/node/${bundle}`)).toHaveLength(2);
      // A Spanish-only page is no English result, though its Spanish title holds the word.
      expect(ids(await source.search('en', 'madrid', 10))).toEqual([]);
    });

    it('sanitises the bodies it finds', async () => {
      const found = await source.search('es', 'volar', 10);

      expect(ids(found)).toEqual([hostileArticle]);
      const body = found.data[0]?.attributes.body;
      expect(body?.processed).toContain('<p>Antes de volar</p>');
      for (const html of [body?.processed, body?.summary]) {
        expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
      }
    });

    it('requires every word, in the title or the body', async () => {
      expect(ids(await source.search('es', 'cartagena playas', 10))).toEqual([destinationsArticle]);
      expect(ids(await source.search('es', 'Cartagena TRES', 10))).toEqual([destinationsArticle]);
      expect(ids(await source.search('es', 'cartagena avianca', 10))).toEqual([]);
    });

    it('puts pages with the first word in the title first, then the newest, across bundles', async () => {
      await withColombiaPages();

      const found = await source.search('es', 'colombia', 10);

      // The title match is the oldest; the body matches follow, newest first.
      expect(ids(found)).toEqual([colombiaPage, peruPage, avianca]);
      expect(found.data.map((node) => node.links)).toEqual([
        { self: { href: `${API}/jsonapi/node/page/${colombiaPage}` } },
        { self: { href: `${API}/jsonapi/node/country_page/${peruPage}` } },
        { self: { href: `${API}/jsonapi/node/airlines_landing/${avianca}` } },
      ]);
    });

    it('answers at most limit pages and asks each bundle for no more', async () => {
      await withColombiaPages();

      const found = await source.search('es', 'colombia', 2);

      expect(ids(found)).toEqual([colombiaPage, peruPage]);
      expect(found.meta?.count).toBe(2);
      expect(found.links.self.href).toBe(`${API}/content/search?q=colombia&lang=es&limit=2`);
      expect(drupal.received.map((request) => request.query.get('page[limit]'))).toEqual(
        PAGE_BUNDLES.map(() => '2'),
      );
    });

    it('asks Drupal with an AND group of one OR group per word: title or body.value CONTAINS the word', async () => {
      await source.search('en', '  Cartagena \t walls  ', 5);

      expect(drupal.received).toHaveLength(PAGE_BUNDLES.length);
      const condition = (id: string, path: string, value: string, memberOf: string) => ({
        [`filter[${id}][condition][path]`]: path,
        [`filter[${id}][condition][operator]`]: 'CONTAINS',
        [`filter[${id}][condition][value]`]: value,
        [`filter[${id}][condition][memberOf]`]: memberOf,
      });
      for (const bundle of PAGE_BUNDLES) {
        const requests = drupal.requestsTo(`/en/jsonapi/node/${bundle}`);
        expect(requests).toHaveLength(1);
        expect(requests[0]?.method).toBe('GET');
        expect(Object.fromEntries(requests[0]?.query ?? [])).toEqual({
          'filter[status]': '1',
          'filter[langcode]': 'en',
          'filter[words][group][conjunction]': 'AND',
          'filter[word0][group][conjunction]': 'OR',
          'filter[word0][group][memberOf]': 'words',
          ...condition('word0_title', 'title', 'Cartagena', 'word0'),
          ...condition('word0_body', 'body.value', 'Cartagena', 'word0'),
          'filter[word1][group][conjunction]': 'OR',
          'filter[word1][group][memberOf]': 'words',
          ...condition('word1_title', 'title', 'walls', 'word1'),
          ...condition('word1_body', 'body.value', 'walls', 'word1'),
          sort: '-created',
          'page[limit]': '5',
        });
      }
    });

    it('sends at most eight words, each once', async () => {
      await source.search('es', 'uno dos Uno tres cuatro cinco seis siete ocho nueve diez', 10);

      const [request] = drupal.requestsTo('/jsonapi/node/article');
      const words = [...(request?.query ?? [])]
        .filter(([key]) => /^filter\[word\d+_title\]\[condition\]\[value\]$/.test(key))
        .map(([, value]) => value);
      expect(words).toEqual(['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho']);
    });

    it('fails with Drupal’s status when Drupal answers 503', async () => {
      drupal.failWith({ status: 503 });

      const error = await sourceError(source.search('es', 'avianca', 10));
      expect(error.status).toBe(503);
      expect(error.message).toBe('Service Unavailable');
    });

    it('answers an empty collection for a text without words, without asking Drupal', async () => {
      const found = await source.search('es', ' \t ', 10);

      expect(found.data).toEqual([]);
      expect(found.meta?.count).toBe(0);
      expect(found.links.self.href.startsWith(`${API}/content/search?`)).toBe(true);
      expect(drupal.received).toHaveLength(0);
    });
  });

  describe('when Drupal fails', () => {
    it.each([
      [503, 'Service Unavailable'],
      [500, 'Internal Server Error'],
      [403, 'Forbidden'],
    ])('fails with status %i and message %s, whatever it asked', async (status, message) => {
      drupal.failWith({ status });
      for (const call of [
        source.translatePath('/es/aerolineas/avianca'),
        source.getNode('airlines_landing', avianca, 'es'),
        source.listNodes('airlines_landing', 'es', pageQuery()),
        source.search('es', 'avianca', 10),
      ]) {
        const error = await sourceError(call);
        expect(error.status).toBe(status);
        expect(error.message).toBe(message);
      }
    });

    it('fails with Bad gateway and no status when the connection is refused', async () => {
      const refused = createDrupalContentSource({ baseUrl: await closedPortUrl(), apiPublicUrl: API });

      const error = await sourceError(refused.getNode('airlines_landing', avianca, 'es'));
      expect(error.status).toBeUndefined();
      expect(error.message).toBe('Bad gateway');
    });

    it('gives up with Bad gateway and no status when Drupal hangs past the timeout', async () => {
      drupal.failWith('hang');
      const impatient = createDrupalContentSource({ baseUrl: drupal.url, apiPublicUrl: API, timeoutMs: 150 });

      const started = Date.now();
      const error = await sourceError(impatient.listNodes('article', 'es', pageQuery()));
      expect(error.status).toBeUndefined();
      expect(error.message).toBe('Bad gateway');
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it.each(['malformed-json', 'wrong-shape'] as const)(
      'fails with Bad gateway and no status on a %s answer',
      async (failure) => {
        drupal.failWith(failure);
        for (const call of [
          source.translatePath('/es/aerolineas/avianca'),
          source.getNode('airlines_landing', avianca, 'es'),
          source.listNodes('airlines_landing', 'es', pageQuery()),
          source.search('es', 'avianca', 10),
        ]) {
          const error = await sourceError(call);
          expect(error.status).toBeUndefined();
          expect(error.message).toBe('Bad gateway');
        }
      },
    );
  });

  it('sends its requests through the given fetch', async () => {
    const spy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const spied = createDrupalContentSource({ baseUrl: drupal.url, apiPublicUrl: API, fetch: spy });

    await spied.getNode('airlines_landing', avianca, 'en');
    expect(spy).toHaveBeenCalledOnce();
    expect(String(spy.mock.calls[0]?.[0])).toBe(`${drupal.url}/en/jsonapi/node/airlines_landing/${avianca}`);
  });
});

describe('createDrupalContentSource with tours', () => {
  const TOUR = '0a7c2f4e-3b1d-4c5e-8f9a-1b2c3d4e5f60';
  const tourNode = (destination: string, uuid: string, nid: number) => ({
    nid,
    uuid,
    bundle: 'tour_package',
    translations: {
      es: {
        title: `Tour por ${destination}`,
        alias: `/turs/${destination}/clasico`,
        status: true,
        created: '2026-11-24T00:00:00+00:00',
        changed: '2026-11-24T00:00:00+00:00',
        body: null,
        fields: {
          field_summary: 'Un tour.',
          field_destination: destination,
          field_days: 5,
          field_price_from: 890,
        },
      },
    },
  });
  let drupal: FakeDrupalServer;
  let source: ContentSource;
  beforeEach(async () => {
    drupal = await startFakeDrupalServer([
      ...seedDrupalNodes(),
      tourNode('peru', TOUR, 90),
      tourNode('mexico', '1b8d3a5f-4c2e-4d6f-9a0b-2c3d4e5f6a71', 91),
    ]);
    source = createDrupalContentSource({ baseUrl: drupal.url, apiPublicUrl: API });
  });
  afterEach(async () => drupal.close());

  it("lists one destination's packages, asking Drupal with the destination filter", async () => {
    const list = await source.listNodes(
      'tour_package',
      'es',
      pageQuery({ 'filter[field_destination]': 'peru' }),
    );

    expect(drupal.requestsTo('/jsonapi/node/tour_package')[0]?.query.get('filter[field_destination]')).toBe(
      'peru',
    );
    expect(list.data.map((node) => node.id)).toEqual([TOUR]);
    expect(list.data[0]?.attributes.field_price_from).toBe(890);
  });

  it('resolves a tour page to its node on this API', async () => {
    const resolved = await source.translatePath('/turs/peru/clasico');

    expect(resolved?.entity.bundle).toBe('tour_package');
    expect(resolved?.jsonapi.individual).toBe(`${API}/jsonapi/node/tour_package/${TOUR}`);
  });
});
