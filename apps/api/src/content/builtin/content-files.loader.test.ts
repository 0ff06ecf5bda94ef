import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testReferenceData } from '../../test/test-database.ts';
import { ContentFileError, contentUuid, findContentDir, loadContentFiles } from './content-files.loader.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function contentDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'content-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const AIRLINE = `---
title: Avianca
summary: La aerolínea de Colombia.
updated: 2026-11-20
iata: AV
country: CO
hubs: [BOG, SAL]
alliance: Star Alliance
website: https://www.avianca.com
---
## Sobre Avianca

Vuela desde **Bogotá**. <script>alert(1)</script> [mal](javascript:alert(1))
`;

const TOUR_DESTINATION = `---
title: Tours en Perú
summary: Cusco, el Valle Sagrado y el lago Titicaca.
updated: 2026-11-24
country: PE
airport: LIM
---
Perú se recorre mejor con tiempo para aclimatarse.
`;

const TOUR_PACKAGE = `---
title: Cusco y Machu Picchu en 3 días
summary: Cusco, el Valle Sagrado y Machu Picchu.
updated: 2026-11-24
days: 3
priceFrom: 890
airport: CUZ
departures:
  - { date: 2027-01-09, price: 890 }
  - { date: 2027-03-13, price: 940 }
stops:
  - { name: Cusco, lat: -13.5320, lon: -71.9675 }
  - { name: Machu Picchu, lat: -13.1631, lon: -72.5450 }
included:
  - 2 noches de hotel con desayuno
notIncluded:
  - Vuelos internacionales
itinerary:
  - { day: 1, title: Llegada a Cusco, text: Traslado al hotel. }
  - { day: 2, title: Valle Sagrado, text: Pisac y Ollantaytambo. }
  - { day: 3, title: Machu Picchu, text: Tren y visita guiada. }
---
## Sobre este tour

Un ritmo tranquilo.
`;

const CRUISE = `---
title: Caribe occidental desde Miami
summary: Siete noches a Cozumel y Roatán.
updated: 2026-11-24
cruiseLine: Royal Caribbean
ship: Wonder of the Seas
departurePort: { code: MIA, name: Miami }
departureDate: 2027-01-10
nights: 7
priceFrom: 749
ports:
  - { name: Miami, lat: 25.7781, lon: -80.1794, day: 1 }
  - { name: Cozumel, lat: 20.5083, lon: -86.9458, day: 3 }
  - { name: Miami, lat: 25.7781, lon: -80.1794, day: 8 }
cabins:
  - { type: interior, price: 749 }
  - { type: balcony, price: 1059 }
---
## El crucero

Una semana por el Caribe.
`;

describe('loadContentFiles', () => {
  it('reads an airline page into a Drupal-shaped node with sanitised HTML and its fields', async () => {
    const dir = await contentDir({ 'airlines/avianca.es.md': AIRLINE });
    const [node] = await loadContentFiles(dir, { airlineCodes: new Set(['AV']) });
    expect(node).toMatchObject({
      bundle: 'airlines_landing',
      langcode: 'es',
      alias: '/aerolineas/avianca',
      title: 'Avianca',
      summary: 'La aerolínea de Colombia.',
      fields: { field_iata: 'AV', field_hubs: ['BOG', 'SAL'], field_alliance: 'Star Alliance' },
      uuid: contentUuid('airlines_landing', 'avianca'),
      nid: 1,
    });
    expect(node?.bodyProcessed).toContain('<strong>Bogotá</strong>');
    expect(node?.bodyProcessed).not.toMatch(/<script|javascript:/);
  });

  it('gives both languages of a page one id and one path', async () => {
    const dir = await contentDir({
      'airlines/avianca.es.md': AIRLINE,
      'airlines/avianca.en.md': AIRLINE.replace('La aerolínea de Colombia.', "Colombia's airline."),
    });
    const nodes = await loadContentFiles(dir);
    expect(new Set(nodes.map((node) => node.uuid)).size).toBe(1);
    expect(nodes.map((node) => [node.langcode, node.alias]).sort()).toEqual([
      ['en', '/aerolineas/avianca'],
      ['es', '/aerolineas/avianca'],
    ]);
  });

  it("points the site's own links at the reader's language and leaves other links alone", async () => {
    const body = AIRLINE.replace(
      'Vuela desde',
      '[Vuelos](/vuelos), [FAQ](/faq#pagos), [inglés](/en/faq), [fuera](https://example.com/x), [doble](//example.com). Vuela desde',
    );
    const dir = await contentDir({
      'airlines/avianca.es.md': body,
      'airlines/avianca.en.md': body,
      'airlines/avianca.pt.md': body,
    });
    const html = Object.fromEntries(
      (await loadContentFiles(dir)).map((node) => [node.langcode, node.bodyProcessed]),
    );
    expect(html.es).toContain('href="/vuelos"');
    expect(html.en).toContain('href="/en/vuelos"');
    expect(html.en).toContain('href="/en/faq#pagos"');
    expect(html.en).toContain('href="/en/faq"');
    expect(html.en).not.toContain('/en/en/');
    expect(html.en).toContain('href="https://example.com/x"');
    expect(html.en).toContain('href="//example.com"');
    expect(html.pt).toContain('href="/pt/vuelos"');
    expect(html.pt).toContain('href="/pt/faq#pagos"');
    // A link that names its language keeps it.
    expect(html.pt).toContain('href="/en/faq"');
    expect(html.pt).not.toContain('/pt/en/');
  });

  it('reads a Portuguese page as a third translation of the same node', async () => {
    const dir = await contentDir({
      'airlines/avianca.es.md': AIRLINE,
      'airlines/avianca.pt.md': AIRLINE.replace(
        'La aerolínea de Colombia.',
        'A companhia aérea da Colômbia.',
      ),
    });
    const nodes = await loadContentFiles(dir);
    expect(nodes.map((node) => [node.langcode, node.alias, node.summary]).sort()).toEqual([
      ['es', '/aerolineas/avianca', 'La aerolínea de Colombia.'],
      ['pt', '/aerolineas/avianca', 'A companhia aérea da Colômbia.'],
    ]);
    expect(new Set(nodes.map((node) => node.uuid)).size).toBe(1);
  });

  it('refuses an airline code the reference data does not know, naming the file', async () => {
    const dir = await contentDir({ 'airlines/avianca.es.md': AIRLINE.replace('iata: AV', 'iata: ZZ') });
    await expect(loadContentFiles(dir, { airlineCodes: new Set(['AV']) })).rejects.toThrow(
      /avianca\.es\.md: iata ZZ/,
    );
  });

  it('refuses a summary too long for a meta description and a file without a language', async () => {
    const long = await contentDir({
      'airlines/avianca.es.md': AIRLINE.replace('La aerolínea de Colombia.', 'x'.repeat(161)),
    });
    await expect(loadContentFiles(long)).rejects.toThrow(ContentFileError);
    const unnamed = await contentDir({ 'airlines/avianca.md': AIRLINE });
    await expect(loadContentFiles(unnamed)).rejects.toThrow(/expected <slug>\.<es\|en\|pt>\.md/);
  });

  it('reads a tour destination and its package under /turs, with dates as ISO text', async () => {
    const dir = await contentDir({
      'tours/peru/index.es.md': TOUR_DESTINATION,
      'tours/peru/cusco-machu-picchu.es.md': TOUR_PACKAGE,
    });
    const nodes = await loadContentFiles(dir);
    expect(nodes.find((node) => node.bundle === 'tour_destination')).toMatchObject({
      alias: '/turs/peru',
      fields: { field_country: 'PE', field_airport: 'LIM' },
    });
    const tour = nodes.find((node) => node.bundle === 'tour_package');
    expect(tour).toMatchObject({
      alias: '/turs/peru/cusco-machu-picchu',
      uuid: contentUuid('tour_package', 'peru/cusco-machu-picchu'),
      fields: {
        field_destination: 'peru',
        field_days: 3,
        field_price_from: 890,
        field_departures: [
          { date: '2027-01-09', price: 890 },
          { date: '2027-03-13', price: 940 },
        ],
        field_stops: [{ name: 'Cusco', lat: -13.532, lon: -71.9675 }, { name: 'Machu Picchu' }],
        field_not_included: ['Vuelos internacionales'],
      },
    });
    expect(tour?.bodyProcessed).toContain('<h2>Sobre este tour</h2>');
  });

  it('reads a cruise sailing under /cruceros with its ports and cabins', async () => {
    const dir = await contentDir({ 'cruises/caribe-occidental-miami-2027-01-10.es.md': CRUISE });
    const [node] = await loadContentFiles(dir);
    expect(node).toMatchObject({
      bundle: 'cruise_sailing',
      alias: '/cruceros/caribe-occidental-miami-2027-01-10',
      fields: {
        field_cruise_line: 'Royal Caribbean',
        field_departure_port: { code: 'MIA', name: 'Miami' },
        field_departure_date: '2027-01-10',
        field_nights: 7,
        field_price_from: 749,
        field_cabins: [
          { type: 'interior', price: 749 },
          { type: 'balcony', price: 1059 },
        ],
      },
    });
  });

  it('refuses a tour whose itinerary skips a day, naming the file', async () => {
    const dir = await contentDir({
      'tours/peru/index.es.md': TOUR_DESTINATION,
      'tours/peru/cusco.es.md': TOUR_PACKAGE.replace('{ day: 2,', '{ day: 4,'),
    });
    await expect(loadContentFiles(dir)).rejects.toThrow(/cusco\.es\.md: itinerary: one entry per day/);
  });

  it('refuses a tour package whose destination has no page in its language', async () => {
    const dir = await contentDir({ 'tours/peru/cusco.en.md': TOUR_PACKAGE });
    await expect(loadContentFiles(dir)).rejects.toThrow(/cusco\.en\.md: tours\/peru has no index\.en\.md/);
  });

  it('refuses a departure date that is not a date and a stop without coordinates', async () => {
    const badDate = await contentDir({
      'tours/peru/index.es.md': TOUR_DESTINATION,
      'tours/peru/cusco.es.md': TOUR_PACKAGE.replace('2027-03-13', 'marzo'),
    });
    await expect(loadContentFiles(badDate)).rejects.toThrow(/cusco\.es\.md: departures\.1\.date/);
    const noLat = await contentDir({
      'tours/peru/index.es.md': TOUR_DESTINATION,
      'tours/peru/cusco.es.md': TOUR_PACKAGE.replace('lat: -13.1631, ', ''),
    });
    await expect(loadContentFiles(noLat)).rejects.toThrow(/cusco\.es\.md: stops\.1\.lat/);
  });

  it('refuses a cruise with an unknown cabin type, a bad port code or ports out of order', async () => {
    const cabin = await contentDir({ 'cruises/x.es.md': CRUISE.replace('type: balcony', 'type: penthouse') });
    await expect(loadContentFiles(cabin)).rejects.toThrow(/x\.es\.md: field_cabins\.1\.type/);
    const port = await contentDir({ 'cruises/x.es.md': CRUISE.replace('code: MIA', 'code: Miami') });
    await expect(loadContentFiles(port)).rejects.toThrow(/x\.es\.md: field_departure_port\.code/);
    const order = await contentDir({ 'cruises/x.es.md': CRUISE.replace('day: 3 }', 'day: 9 }') });
    await expect(loadContentFiles(order)).rejects.toThrow(/x\.es\.md: ports: listed in the order/);
  });

  it('turns each FAQ question into a node of its group, in the order written', async () => {
    const dir = await contentDir({
      'faq/faq.es.yaml': `groups:
  - id: pagos
    title: Pagos
    questions:
      - id: usd
        question: ¿Por qué en dólares?
        answer: Porque **la tarjeta** se cobra en USD.
      - id: cuotas
        question: ¿Puedo pagar en cuotas?
        answer: Depende de tu banco.
`,
    });
    const nodes = await loadContentFiles(dir);
    expect(nodes.map((node) => [node.title, node.fields.field_group_id, node.weight])).toEqual([
      ['¿Por qué en dólares?', 'pagos', 0],
      ['¿Puedo pagar en cuotas?', 'pagos', 1],
    ]);
    expect(nodes[0]?.bodyProcessed).toContain('<strong>la tarjeta</strong>');
  });

  it('refuses two pages answering the same path in one language', async () => {
    const page = (slug: string) => `---
title: ${slug}
summary: Una página.
updated: 2026-11-20
path: /terms
---
Texto.
`;
    const dir = await contentDir({ 'pages/a.es.md': page('a'), 'pages/b.es.md': page('b') });
    await expect(loadContentFiles(dir)).rejects.toThrow(/two pages answer \/terms in es/);
  });

  describe('findContentDir', () => {
    it("finds the repository's content folder, not a folder of the same name on the way up", () => {
      const dir = findContentDir();
      expect(path.basename(dir)).toBe('content');
      expect(dir).not.toContain(`${path.sep}src${path.sep}`);
    });
  });

  describe("the repository's content", () => {
    it('loads whole, in Spanish and English alike, with the counts the site promises', async () => {
      const reference = await testReferenceData();
      const nodes = await loadContentFiles(findContentDir(), {
        airlineCodes: new Set(reference.airlines.map((airline) => airline.iataCode)),
      });
      const count = (bundle: string, lang: string) =>
        nodes.filter((node) => node.bundle === bundle && node.langcode === lang).length;
      for (const lang of ['es', 'en']) {
        expect(count('airlines_landing', lang)).toBeGreaterThanOrEqual(20);
        expect(count('country_page', lang)).toBeGreaterThanOrEqual(12);
        expect(count('article', lang)).toBeGreaterThanOrEqual(12);
        expect(count('faq', lang)).toBeGreaterThanOrEqual(25);
        expect(count('tour_destination', lang)).toBeGreaterThanOrEqual(8);
        expect(count('tour_package', lang)).toBeGreaterThanOrEqual(14);
        expect(count('cruise_sailing', lang)).toBeGreaterThanOrEqual(16);
      }
      // The legacy redirects (/es/punta-cana, /es/cayman, /es/aruba) land on real tour pages.
      for (const slug of ['punta-cana', 'cayman', 'aruba']) {
        expect(nodes.find((node) => node.alias === `/turs/${slug}`)?.bundle).toBe('tour_destination');
      }
      // Every page exists in both languages.
      const byLang = (lang: string) =>
        new Set(nodes.filter((node) => node.langcode === lang).map((node) => node.uuid));
      expect([...byLang('es')].sort()).toEqual([...byLang('en')].sort());
      // Portuguese is being written page by page: every Portuguese page translates a Spanish one.
      expect([...byLang('pt')].filter((uuid) => !byLang('es').has(uuid))).toEqual([]);
      expect(nodes.find((node) => node.alias === '/aerolineas/jetblue')).toBeDefined();
    });
  });
});
