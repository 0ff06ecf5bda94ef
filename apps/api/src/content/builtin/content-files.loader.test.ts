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
    const dir = await contentDir({ 'airlines/avianca.es.md': body, 'airlines/avianca.en.md': body });
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
    await expect(loadContentFiles(unnamed)).rejects.toThrow(/expected <slug>\.<es\|en>\.md/);
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
      }
      // Every page exists in both languages.
      const byLang = (lang: string) =>
        new Set(nodes.filter((node) => node.langcode === lang).map((node) => node.uuid));
      expect([...byLang('es')].sort()).toEqual([...byLang('en')].sort());
      expect(nodes.find((node) => node.alias === '/aerolineas/jetblue')).toBeDefined();
    });
  });
});
