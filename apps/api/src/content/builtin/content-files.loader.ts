import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AirlineFieldsSchema,
  AirlineOfficeFieldsSchema,
  ArticleFieldsSchema,
  CONTENT_LANGS,
  type ContentBundle,
  type ContentLang,
  ContentLangSchema,
  CountryFieldsSchema,
  CruiseSailingFieldsSchema,
  FaqFieldsSchema,
  PageFieldsSchema,
  TourDestinationFieldsSchema,
  TourPackageFieldsSchema,
} from '@travel/contract/content';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { normalizeSearchText } from '../../platform/search-text.ts';
import { renderMarkdown } from '../sanitize-html.ts';

/** One node in one language, as the built-in source stores and serves it. */
export interface ContentNodeRecord {
  uuid: string;
  langcode: ContentLang;
  nid: number;
  bundle: ContentBundle;
  alias: string;
  title: string;
  bodyValue: string;
  bodyProcessed: string;
  summary: string | null;
  searchText: string;
  fields: Record<string, unknown>;
  weight: number;
  created: Date;
  changed: Date;
}

/**
 * The repository's content/ folder, beside the workspace root's package.json: found upwards from this
 * module, so it is the same from src/ and from dist/ (a folder merely named content, such as this
 * slice's own, does not count).
 */
export function findContentDir(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && existsSync(path.join(dir, 'content')) && isWorkspaceRoot(manifest)) {
      return path.join(dir, 'content');
    }
    if (path.dirname(dir) === dir)
      throw new Error(`No content/ folder beside a workspace root above ${from}`);
  }
}

function isWorkspaceRoot(manifest: string): boolean {
  const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
  return Array.isArray(parsed.workspaces);
}

/** A content file that does not hold what its folder promises: named, so the writer can mend it. */
export class ContentFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ContentFileError';
  }
}

const isoDate = z.union([z.date(), z.iso.date()]).transform((value) => new Date(value));
const CommonSchema = z.object({
  title: z.string().min(1).max(200),
  summary: z.string().min(1).max(160),
  updated: isoDate,
});
const AirlineMatterSchema = CommonSchema.extend({
  iata: z.string(),
  country: z.string(),
  hubs: z.array(z.string()).default([]),
  alliance: z.string().optional(),
  website: z.string().optional(),
});
const CountryMatterSchema = CommonSchema.extend({
  country: z.string(),
  airports: z.array(z.string()),
  currency: z.string(),
  bestTime: z.string(),
});
const ArticleMatterSchema = CommonSchema.extend({
  created: isoDate,
  author: z.string(),
  category: z.string(),
  tags: z.array(z.string()).default([]),
});
/** YAML reads `2027-01-09` as a date; the fields carry it as ISO text. */
const isoDay = z
  .union([z.date(), z.iso.date()])
  .transform((value) => (typeof value === 'string' ? value : value.toISOString().slice(0, 10)));
const TourDestinationMatterSchema = CommonSchema.extend({ country: z.string(), airport: z.string() });
const TourPackageMatterSchema = CommonSchema.extend({
  days: z.number(),
  priceFrom: z.number(),
  airport: z.string(),
  departures: z.array(z.object({ date: isoDay, price: z.number() })),
  stops: z.array(z.object({ name: z.string(), lat: z.number(), lon: z.number() })),
  included: z.array(z.string()),
  notIncluded: z.array(z.string()),
  itinerary: z.array(z.object({ day: z.number(), title: z.string(), text: z.string() })),
});
const CruiseMatterSchema = CommonSchema.extend({
  cruiseLine: z.string(),
  ship: z.string(),
  departurePort: z.object({ code: z.string(), name: z.string() }),
  departureDate: isoDay,
  nights: z.number(),
  priceFrom: z.number(),
  ports: z.array(z.object({ name: z.string(), lat: z.number(), lon: z.number(), day: z.number() })),
  cabins: z.array(z.object({ type: z.string(), price: z.number() })),
});
const PageMatterSchema = CommonSchema.extend({ path: z.string().regex(/^\/[a-z0-9/-]*$/) });
const FaqFileSchema = z.object({
  groups: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      questions: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
    }),
  ),
});
const OfficesFileSchema = z.object({
  countries: z.array(
    z.object({
      country: z.string(),
      name: z.string(),
      offices: z.array(
        z.object({
          airline: z.string(),
          place: z.string(),
          hours: z.string().optional(),
          phone: z.string().optional(),
          website: z.string().optional(),
        }),
      ),
    }),
  ),
});

/** A node's id is the same on every load: a name-based UUID (v5 layout) of its bundle and key. */
export function contentUuid(bundle: string, key: string): string {
  const hex = createHash('sha1').update(`andariego:${bundle}:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Draft = Omit<ContentNodeRecord, 'nid' | 'searchText'> & { key: string };

function checked<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ContentFileError(file, `${issue?.path.join('.') || 'file'}: ${issue?.message}`);
  }
  return result.data;
}

/** `<slug>.<lang>.md` → slug and language; anything else in a content folder is refused. */
function splitName(file: string, extension: string): { slug: string; lang: ContentLang } {
  const match = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)\\.([a-z]{2})\\.${extension}$`).exec(
    path.basename(file),
  );
  const lang = ContentLangSchema.safeParse(match?.[2]);
  if (!match?.[1] || !lang.success) {
    throw new ContentFileError(file, `expected <slug>.<${CONTENT_LANGS.join('|')}>.${extension}`);
  }
  return { slug: match[1], lang: lang.data };
}

async function listFiles(dir: string, extension: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const names = await readdir(dir);
  return names
    .filter((name) => name.endsWith(`.${extension}`))
    .sort()
    .map((name) => path.join(dir, name));
}

/** gray-matter with the `yaml` package (YAML 1.2, as the structured files), not its old js-yaml. */
const MATTER_OPTIONS = { engines: { yaml: (text: string) => parseYaml(text) as object } };

/** Site links inside a page stay in its language: Spanish has no prefix, the others `/<lang>`. */
const linkPrefix = (lang: ContentLang) => (lang === 'es' ? '' : `/${lang}`);

async function readMarkdown(file: string, lang: ContentLang) {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(await readFile(file, 'utf8'), MATTER_OPTIONS);
  } catch (cause) {
    throw new ContentFileError(file, `front matter: ${(cause as Error).message.split('\n')[0]}`);
  }
  const body = parsed.content.trim();
  if (body.length === 0) throw new ContentFileError(file, 'the body is empty');
  return { data: parsed.data, body, html: renderMarkdown(body, linkPrefix(lang)) };
}

async function readYaml(file: string): Promise<unknown> {
  try {
    return parseYaml(await readFile(file, 'utf8'));
  } catch (cause) {
    throw new ContentFileError(file, (cause as Error).message.split('\n')[0] ?? 'not YAML');
  }
}

function markdownDraft(
  bundle: ContentBundle,
  key: string,
  lang: ContentLang,
  alias: string,
  matterData: z.infer<typeof CommonSchema>,
  body: { body: string; html: string },
  fields: Record<string, unknown>,
  created = matterData.updated,
): Draft {
  return {
    key: `${bundle}:${key}`,
    uuid: contentUuid(bundle, key),
    langcode: lang,
    bundle,
    alias,
    title: matterData.title,
    bodyValue: body.body,
    bodyProcessed: body.html,
    summary: matterData.summary,
    fields,
    weight: 0,
    created,
    changed: matterData.updated,
  };
}

async function loadAirlines(dir: string, known: ReadonlySet<string>): Promise<Draft[]> {
  const drafts: Draft[] = [];
  for (const file of await listFiles(path.join(dir, 'airlines'), 'md')) {
    const { slug, lang } = splitName(file, 'md');
    const page = await readMarkdown(file, lang);
    const data = checked(AirlineMatterSchema, page.data, file);
    if (known.size > 0 && !known.has(data.iata)) {
      throw new ContentFileError(file, `iata ${data.iata} is not in the airline reference data`);
    }
    const fields = checked(
      AirlineFieldsSchema,
      {
        field_summary: data.summary,
        field_iata: data.iata,
        field_country: data.country,
        field_hubs: data.hubs,
        field_alliance: data.alliance ?? null,
        field_website: data.website ?? null,
      },
      file,
    );
    drafts.push(markdownDraft('airlines_landing', slug, lang, `/aerolineas/${slug}`, data, page, fields));
  }
  return drafts;
}

async function loadCountries(dir: string): Promise<Draft[]> {
  const drafts: Draft[] = [];
  for (const file of await listFiles(path.join(dir, 'destinations'), 'md')) {
    const { slug, lang } = splitName(file, 'md');
    const page = await readMarkdown(file, lang);
    const data = checked(CountryMatterSchema, page.data, file);
    const fields = checked(
      CountryFieldsSchema,
      {
        field_summary: data.summary,
        field_country: data.country,
        field_airports: data.airports,
        field_currency: data.currency,
        field_best_time: data.bestTime,
      },
      file,
    );
    drafts.push(markdownDraft('country_page', slug, lang, `/${slug}`, data, page, fields));
  }
  return drafts;
}

const ARTICLE_SECTIONS = ['blog', 'noticias', 'articulos'] as const;

async function loadArticles(dir: string): Promise<Draft[]> {
  const drafts: Draft[] = [];
  for (const section of ARTICLE_SECTIONS) {
    for (const file of await listFiles(path.join(dir, 'articles', section), 'md')) {
      const { slug, lang } = splitName(file, 'md');
      const page = await readMarkdown(file, lang);
      const data = checked(ArticleMatterSchema, page.data, file);
      const fields = checked(
        ArticleFieldsSchema,
        {
          field_summary: data.summary,
          field_section: section,
          field_category: data.category,
          field_author: data.author,
          field_tags: data.tags,
        },
        file,
      );
      drafts.push(
        markdownDraft(
          'article',
          `${section}/${slug}`,
          lang,
          `/${section}/${slug}`,
          data,
          page,
          fields,
          data.created,
        ),
      );
    }
  }
  return drafts;
}

async function listFolders(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * `tours/<destination>/index.<lang>.md` (a destination) and `tours/<destination>/<package>.<lang>.md`
 * (its packages). A package's itinerary covers each of its days once, in order, and its destination
 * has an index in the same language, so no page links to a missing one.
 */
async function loadTours(dir: string): Promise<Draft[]> {
  const drafts: Draft[] = [];
  const root = path.join(dir, 'tours');
  for (const destination of await listFolders(root)) {
    if (!SLUG.test(destination)) {
      throw new ContentFileError(path.join(root, destination), 'a destination folder is a URL slug');
    }
    const files = await listFiles(path.join(root, destination), 'md');
    const indexLangs = new Set<ContentLang>();
    for (const file of files) {
      const { slug, lang } = splitName(file, 'md');
      if (slug === 'index') indexLangs.add(lang);
    }
    for (const file of files) {
      const { slug, lang } = splitName(file, 'md');
      const page = await readMarkdown(file, lang);
      if (slug === 'index') {
        const data = checked(TourDestinationMatterSchema, page.data, file);
        const fields = checked(
          TourDestinationFieldsSchema,
          { field_summary: data.summary, field_country: data.country, field_airport: data.airport },
          file,
        );
        drafts.push(
          markdownDraft('tour_destination', destination, lang, `/turs/${destination}`, data, page, fields),
        );
        continue;
      }
      if (!indexLangs.has(lang)) {
        throw new ContentFileError(file, `tours/${destination} has no index.${lang}.md for this package`);
      }
      const data = checked(TourPackageMatterSchema, page.data, file);
      const days = data.itinerary.map((entry) => entry.day);
      if (days.length !== data.days || days.some((day, index) => day !== index + 1)) {
        throw new ContentFileError(file, `itinerary: one entry per day, day 1 to ${data.days} in order`);
      }
      const fields = checked(
        TourPackageFieldsSchema,
        {
          field_summary: data.summary,
          field_destination: destination,
          field_days: data.days,
          field_price_from: data.priceFrom,
          field_airport: data.airport,
          field_departures: data.departures,
          field_stops: data.stops,
          field_included: data.included,
          field_not_included: data.notIncluded,
          field_itinerary: data.itinerary,
        },
        file,
      );
      drafts.push(
        markdownDraft(
          'tour_package',
          `${destination}/${slug}`,
          lang,
          `/turs/${destination}/${slug}`,
          data,
          page,
          fields,
        ),
      );
    }
  }
  return drafts;
}

/** `cruises/<sailing>.<lang>.md`: one dated sailing; its ports run in order of their day. */
async function loadCruises(dir: string): Promise<Draft[]> {
  const drafts: Draft[] = [];
  for (const file of await listFiles(path.join(dir, 'cruises'), 'md')) {
    const { slug, lang } = splitName(file, 'md');
    const page = await readMarkdown(file, lang);
    const data = checked(CruiseMatterSchema, page.data, file);
    if (data.ports.some((port, index) => index > 0 && port.day < (data.ports[index - 1]?.day ?? 0))) {
      throw new ContentFileError(file, 'ports: listed in the order of their day');
    }
    const fields = checked(
      CruiseSailingFieldsSchema,
      {
        field_summary: data.summary,
        field_cruise_line: data.cruiseLine,
        field_ship: data.ship,
        field_departure_port: data.departurePort,
        field_departure_date: data.departureDate,
        field_nights: data.nights,
        field_price_from: data.priceFrom,
        field_ports: data.ports,
        field_cabins: data.cabins,
      },
      file,
    );
    drafts.push(markdownDraft('cruise_sailing', slug, lang, `/cruceros/${slug}`, data, page, fields));
  }
  return drafts;
}

async function loadPages(dir: string): Promise<Draft[]> {
  const drafts: Draft[] = [];
  for (const file of await listFiles(path.join(dir, 'pages'), 'md')) {
    const { slug, lang } = splitName(file, 'md');
    const page = await readMarkdown(file, lang);
    const data = checked(PageMatterSchema, page.data, file);
    const fields = checked(PageFieldsSchema, { field_summary: data.summary }, file);
    drafts.push(markdownDraft('page', slug, lang, data.path, data, page, fields));
  }
  return drafts;
}

async function loadFaq(dir: string, updated: Date): Promise<Draft[]> {
  const drafts: Draft[] = [];
  for (const file of await listFiles(path.join(dir, 'faq'), 'yaml')) {
    const { lang } = splitName(file, 'yaml');
    const data = checked(FaqFileSchema, await readYaml(file), file);
    let weight = 0;
    for (const group of data.groups) {
      for (const question of group.questions) {
        const fields = checked(
          FaqFieldsSchema,
          { field_group_id: group.id, field_group_title: group.title, field_weight: weight },
          file,
        );
        drafts.push({
          key: `faq:${group.id}/${question.id}`,
          uuid: contentUuid('faq', `${group.id}/${question.id}`),
          langcode: lang,
          bundle: 'faq',
          alias: `/faq/${group.id}/${question.id}`,
          title: question.question,
          bodyValue: question.answer.trim(),
          bodyProcessed: renderMarkdown(question.answer, linkPrefix(lang)),
          summary: null,
          fields,
          weight: weight++,
          created: updated,
          changed: updated,
        });
      }
    }
  }
  return drafts;
}

async function loadOffices(dir: string, updated: Date): Promise<Draft[]> {
  const drafts: Draft[] = [];
  for (const file of await listFiles(path.join(dir, 'airline-offices'), 'yaml')) {
    const { lang } = splitName(file, 'yaml');
    const data = checked(OfficesFileSchema, await readYaml(file), file);
    data.countries.forEach((country, weight) => {
      const fields = checked(
        AirlineOfficeFieldsSchema,
        {
          field_country: country.country,
          field_weight: weight,
          field_offices: country.offices.map((office) => ({
            airline: office.airline,
            place: office.place,
            hours: office.hours ?? null,
            phone: office.phone ?? null,
            website: office.website ?? null,
          })),
        },
        file,
      );
      const key = country.country.toLowerCase();
      drafts.push({
        key: `airline_office:${key}`,
        uuid: contentUuid('airline_office', key),
        langcode: lang,
        bundle: 'airline_office',
        alias: `/aerolineas-oficinas/${key}`,
        title: country.name,
        bodyValue: '',
        bodyProcessed: '',
        summary: null,
        fields,
        weight,
        created: updated,
        changed: updated,
      });
    });
  }
  return drafts;
}

/**
 * Every content file, parsed, checked and rendered. `airlineCodes` (the reference data's) lets an
 * airline page be refused when its code names no airline. Node ids follow the sorted keys, so they
 * stay put between loads while nothing is added before them.
 */
export async function loadContentFiles(
  dir: string,
  options: { airlineCodes?: ReadonlySet<string>; updated?: Date } = {},
): Promise<ContentNodeRecord[]> {
  const updated = options.updated ?? new Date('2026-11-20T00:00:00Z');
  const drafts = [
    ...(await loadAirlines(dir, options.airlineCodes ?? new Set())),
    ...(await loadCountries(dir)),
    ...(await loadArticles(dir)),
    ...(await loadPages(dir)),
    ...(await loadTours(dir)),
    ...(await loadCruises(dir)),
    ...(await loadFaq(dir, updated)),
    ...(await loadOffices(dir, updated)),
  ];
  const seen = new Set<string>();
  for (const draft of drafts) {
    const alias = `${draft.langcode}:${draft.alias}`;
    if (seen.has(alias))
      throw new ContentFileError(draft.key, `two pages answer ${draft.alias} in ${draft.langcode}`);
    seen.add(alias);
  }
  const keys = [...new Set(drafts.map((draft) => draft.key))].sort();
  const nids = new Map(keys.map((key, index) => [key, index + 1]));
  return drafts.map(({ key, ...record }) => ({
    ...record,
    nid: nids.get(key) ?? 0,
    // The title first, so a match there sorts before a match in the text.
    searchText: normalizeSearchText(`${record.title} ${record.summary ?? ''} ${record.bodyValue}`),
  }));
}
