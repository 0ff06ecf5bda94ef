import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NodeCollectionSchema, NodeIndividualSchema, ResolvedPathSchema } from '@travel/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { testEngines } from '../test/test-database.ts';
import { createContentRepository } from './builtin/content.repository.ts';
import { loadContentFiles } from './builtin/content-files.loader.ts';
import { ContentSourceError } from './content-source.port.ts';

const article = (section: string, slug: string, created: string, lang: 'es' | 'en') => [
  `articles/${section}/${slug}.${lang}.md`,
  `---
title: ${lang === 'es' ? 'Artículo' : 'Article'} ${slug}
summary: ${lang === 'es' ? 'Resumen' : 'Summary'} ${slug}.
updated: 2026-11-20
created: ${created}
author: Equipo Andariego
category: ${section === 'blog' ? 'Consejos' : 'Novedades'}
tags: [equipaje]
---
${lang === 'es' ? 'Texto' : 'Text'} de **${slug}**.
`,
];

const FILES: Record<string, string> = Object.fromEntries([
  [
    'airlines/jetblue.es.md',
    `---
title: JetBlue
summary: La aerolínea de Nueva York al Caribe.
updated: 2026-11-20
iata: B6
country: US
hubs: [JFK, FLL]
website: https://www.jetblue.com
---
## Sobre JetBlue

Vuela al Caribe.
`,
  ],
  [
    'airlines/jetblue.en.md',
    `---
title: JetBlue
summary: New York's airline to the Caribbean.
updated: 2026-11-20
iata: B6
country: US
hubs: [JFK, FLL]
---
## About JetBlue

Flies to the Caribbean.
`,
  ],
  [
    'airlines/jetblue.pt.md',
    `---
title: JetBlue
summary: A companhia aérea de Nova York para o Caribe.
updated: 2026-11-20
iata: B6
country: US
hubs: [JFK, FLL]
---
## Sobre a JetBlue

Voa para o Caribe a partir da [busca de voos](/vuelos).
`,
  ],
  article('blog', 'equipaje-de-mano', '2026-09-01', 'es'),
  article('blog', 'equipaje-de-mano', '2026-09-01', 'en'),
  article('blog', 'vuelos-baratos', '2026-10-01', 'es'),
  article('blog', 'vuelos-baratos', '2026-10-01', 'en'),
  article('noticias', 'mi-viaje', '2026-11-01', 'es'),
  article('noticias', 'mi-viaje', '2026-11-01', 'en'),
  [
    'tours/peru/index.es.md',
    `---
title: Tours en Perú
summary: Circuitos por los Andes.
updated: 2026-11-24
country: PE
airport: LIM
---
Perú se recorre con calma.
`,
  ],
  [
    'tours/peru/cusco.es.md',
    `---
title: Cusco y Machu Picchu
summary: Dos días en Cusco.
updated: 2026-11-24
days: 2
priceFrom: 490
airport: CUZ
departures: [{ date: 2027-01-09, price: 490 }]
stops: [{ name: Cusco, lat: -13.532, lon: -71.9675 }]
included: [Hotel]
notIncluded: [Vuelos]
itinerary:
  - { day: 1, title: Llegada, text: Traslado. }
  - { day: 2, title: Ciudadela, text: Visita guiada. }
---
## Sobre este tour

Tranquilo.
`,
  ],
  [
    'cruises/fiordos-2027-02-06.es.md',
    `---
title: Fiordos patagónicos
summary: Catorce noches hasta Valparaíso.
updated: 2026-11-24
cruiseLine: Princess Cruises
ship: Sapphire Princess
departurePort: { code: EZE, name: Buenos Aires }
departureDate: 2027-02-06
nights: 14
priceFrom: 1890
ports:
  - { name: Buenos Aires, lat: -34.6, lon: -58.37, day: 1 }
  - { name: Valparaíso, lat: -33.04, lon: -71.63, day: 15 }
cabins: [{ type: interior, price: 1890 }]
---
## El crucero

Por los canales del sur.
`,
  ],
]);

describe.each(testEngines())('content routes on the built-in source, %s', (engine) => {
  let testApp: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'content-routes-'));
    for (const [name, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    testApp = await buildTestApp({ engine });
    await createContentRepository(testApp.database.db).replaceAll(await loadContentFiles(dir));
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  describe('GET /router/translate-path', () => {
    it.each([
      ['/es/aerolineas/jetblue', 'es', '/jsonapi/node/airlines_landing/'],
      ['/aerolineas/jetblue', 'es', '/jsonapi/node/airlines_landing/'],
      ['/en/aerolineas/jetblue/', 'en', '/en/jsonapi/node/airlines_landing/'],
      ['/pt/aerolineas/jetblue', 'pt', '/pt/jsonapi/node/airlines_landing/'],
    ])('resolves %s to the %s node and its JSON:API address', async (sitePath, lang, individual) => {
      const response = await get(`/router/translate-path?path=${encodeURIComponent(sitePath)}`);
      expect(response.statusCode).toBe(200);
      const resolved = ResolvedPathSchema.parse(response.json());
      expect(resolved.entity).toMatchObject({ bundle: 'airlines_landing', langcode: lang });
      expect(resolved.label).toBe('JetBlue');
      expect(resolved.jsonapi.resourceName).toBe('node--airlines_landing');
      expect(new URL(resolved.jsonapi.individual).pathname).toBe(`${individual}${resolved.entity.uuid}`);
    });

    it('answers 404 problem+json for a path where nothing lives', async () => {
      const response = await get('/router/translate-path?path=/aerolineas/no-existe');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
    });

    it('answers 400 without a path', async () => {
      expect((await get('/router/translate-path')).statusCode).toBe(400);
    });

    it('resolves a Portuguese path with no Portuguese text to the Spanish node, saying so', async () => {
      const response = await get('/router/translate-path?path=/pt/blog/equipaje-de-mano');
      expect(response.statusCode).toBe(200);
      const resolved = ResolvedPathSchema.parse(response.json());
      expect(resolved.entity).toMatchObject({ bundle: 'article', langcode: 'es' });
      // Its JSON:API address stays Portuguese: that read falls back the same way.
      const individual = new URL(resolved.jsonapi.individual).pathname;
      expect(individual).toBe(`/pt/jsonapi/node/article/${resolved.entity.uuid}`);
      const node = NodeIndividualSchema.parse((await get(individual)).json()).data;
      expect(node.attributes).toMatchObject({ langcode: 'es', title: 'Artículo equipaje-de-mano' });
    });

    it('does not fall back for English: a page with no English text is not there', async () => {
      expect((await get('/router/translate-path?path=/en/turs/peru/cusco')).statusCode).toBe(404);
      expect((await get('/router/translate-path?path=/pt/turs/peru/cusco')).statusCode).toBe(200);
    });
  });

  describe('GET /jsonapi/node/{bundle}/{id}', () => {
    it('serves the node in the language of its prefix, with sanitised HTML, cacheable by ETag', async () => {
      const resolved = ResolvedPathSchema.parse(
        (await get('/router/translate-path?path=/en/aerolineas/jetblue')).json(),
      );
      const url = new URL(resolved.jsonapi.individual).pathname;
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('application/vnd.api+json');
      expect(response.headers['cache-control']).toContain('public');
      const node = NodeIndividualSchema.parse(response.json()).data;
      expect(node.type).toBe('node--airlines_landing');
      expect(node.attributes).toMatchObject({
        title: 'JetBlue',
        langcode: 'en',
        field_iata: 'B6',
        field_website: null,
        path: { alias: '/aerolineas/jetblue', langcode: 'en' },
      });
      expect(node.attributes.body?.processed).toContain('<h2>About JetBlue</h2>');

      const etag = response.headers.etag;
      expect(etag).toBeTruthy();
      expect((await get(url, { 'if-none-match': String(etag) })).statusCode).toBe(304);
    });

    it('answers 404 for an id of another bundle and 400 for an id that is not a UUID', async () => {
      const resolved = ResolvedPathSchema.parse(
        (await get('/router/translate-path?path=/aerolineas/jetblue')).json(),
      );
      expect((await get(`/jsonapi/node/article/${resolved.entity.uuid}`)).statusCode).toBe(404);
      expect((await get('/jsonapi/node/article/1')).statusCode).toBe(400);
      expect((await get('/jsonapi/node/recipe')).statusCode).toBe(400);
    });
  });

  describe('GET /content/search', () => {
    it('finds pages by every word typed, ignoring case and accents, in the asked language', async () => {
      const search = async (query: string) => {
        const response = await get(`/content/search?${query}`);
        expect(response.statusCode).toBe(200);
        return NodeCollectionSchema.parse(response.json()).data.map((node) => node.attributes.title);
      };
      expect(await search('q=CARIBE')).toEqual(['JetBlue']);
      expect(await search('q=caribbean&lang=en')).toEqual(['JetBlue']);
      expect(await search('q=caribe%20jetblue')).toEqual(['JetBlue']);
      expect(await search('q=caribe%20avianca')).toEqual([]);
      expect(await search('q=artículo')).toHaveLength(3);
      expect(await search('q=articulo&limit=1')).toHaveLength(1);
      expect(await search('q=%25%25')).toEqual([]);
    });

    it('searches Portuguese pages and, for pages not translated yet, their Spanish text', async () => {
      const search = async (query: string) =>
        NodeCollectionSchema.parse((await get(`/content/search?${query}`)).json()).data.map((node) => [
          node.attributes.title,
          node.attributes.langcode,
        ]);
      expect(await search('q=nova%20york&lang=pt')).toEqual([['JetBlue', 'pt']]);
      // JetBlue's Spanish text is not searched in Portuguese: it has its own.
      expect(await search('q=nueva%20york&lang=pt')).toEqual([]);
      expect(await search('q=fiordos&lang=pt')).toEqual([['Fiordos patagónicos', 'es']]);
    });

    it('finds tours and cruises too', async () => {
      const found = NodeCollectionSchema.parse((await get('/content/search?q=machu')).json()).data;
      expect(found.map((node) => [node.type, node.attributes.path.alias])).toEqual([
        ['node--tour_package', '/turs/peru/cusco'],
      ]);
      const cruise = NodeCollectionSchema.parse((await get('/content/search?q=fiordos')).json()).data;
      expect(cruise.map((node) => node.attributes.path.alias)).toEqual(['/cruceros/fiordos-2027-02-06']);
    });

    it('refuses a query shorter than two letters', async () => {
      expect((await get('/content/search?q=a')).statusCode).toBe(400);
    });
  });

  describe('GET /jsonapi/node/{bundle}', () => {
    it('lists airlines by default limit, in Spanish without a prefix', async () => {
      const response = await get('/jsonapi/node/airlines_landing');
      const collection = NodeCollectionSchema.parse(response.json());
      expect(collection.data.map((node) => node.attributes.langcode)).toEqual(['es']);
      expect(collection.meta?.count).toBe(1);
      expect(collection.links.next).toBeUndefined();
    });

    it('lists each node once in Portuguese: translated, or in Spanish until it is', async () => {
      const airlines = NodeCollectionSchema.parse((await get('/pt/jsonapi/node/airlines_landing')).json());
      expect(airlines.data.map((node) => [node.attributes.langcode, node.attributes.path.langcode])).toEqual([
        ['pt', 'pt'],
      ]);
      expect(airlines.meta?.count).toBe(1);
      expect(airlines.data[0]?.attributes.body?.processed).toContain('href="/pt/vuelos"');
      const articles = NodeCollectionSchema.parse(
        (await get('/pt/jsonapi/node/article?sort=-created&page[limit]=2')).json(),
      );
      expect(articles.data.map((node) => node.attributes.langcode)).toEqual(['es', 'es']);
      expect(articles.meta?.count).toBe(3);
      expect(new URL(articles.links.next?.href ?? '').pathname).toBe('/pt/jsonapi/node/article');
    });

    it('pages a section newest first and links the next page on this API', async () => {
      const response = await get(
        '/en/jsonapi/node/article?filter[field_section]=blog&sort=-created&page[limit]=1',
      );
      const collection = NodeCollectionSchema.parse(response.json());
      expect(collection.data.map((node) => node.attributes.title)).toEqual(['Article vuelos-baratos']);
      expect(collection.meta?.count).toBe(2);
      const next = new URL(collection.links.next?.href ?? '');
      expect(next.pathname).toBe('/en/jsonapi/node/article');
      expect(next.searchParams.get('page[offset]')).toBe('1');

      const second = NodeCollectionSchema.parse((await get(`${next.pathname}${next.search}`)).json());
      expect(second.data.map((node) => node.attributes.title)).toEqual(['Article equipaje-de-mano']);
      expect(second.links.next).toBeUndefined();
    });

    it("lists one tour destination's packages with their fields, and resolves its page", async () => {
      const collection = NodeCollectionSchema.parse(
        (await get('/jsonapi/node/tour_package?filter[field_destination]=peru')).json(),
      );
      expect(collection.data.map((node) => node.attributes.field_price_from)).toEqual([490]);
      const none = NodeCollectionSchema.parse(
        (await get('/jsonapi/node/tour_package?filter[field_destination]=mexico')).json(),
      );
      expect(none.data).toEqual([]);
      const resolved = ResolvedPathSchema.parse((await get('/router/translate-path?path=/turs/peru')).json());
      expect(resolved.entity.bundle).toBe('tour_destination');
    });

    it('refuses a page larger than the spec limit of 50', async () => {
      expect((await get('/jsonapi/node/article?page[limit]=51')).statusCode).toBe(400);
    });
  });
});

describe('content routes when the source fails', () => {
  it.each([
    ['answered 503', new ContentSourceError('Service Unavailable', 503)],
    ['did not answer', new ContentSourceError('Bad gateway')],
  ])('answers 502 CONTENT_UNAVAILABLE when the source %s, without its details', async (_, failure) => {
    const failing = async () => {
      throw failure;
    };
    const testApp = await buildTestApp({
      content: {
        name: 'drupal',
        translatePath: failing,
        getNode: failing,
        listNodes: failing,
        search: failing,
      },
    });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/router/translate-path?path=/faq' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ status: 502, code: 'CONTENT_UNAVAILABLE' });
      expect(response.body).not.toContain('Service Unavailable');
    } finally {
      await testApp.close();
    }
  });
});
