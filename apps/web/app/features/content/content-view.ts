import {
  AirlineFieldsSchema,
  AirlineOfficeFieldsSchema,
  ArticleFieldsSchema,
  CountryFieldsSchema,
  CruiseSailingFieldsSchema,
  FaqFieldsSchema,
  type NodeResource,
  PageFieldsSchema,
  TourDestinationFieldsSchema,
  TourPackageFieldsSchema,
} from '@travel/contract/content';
import type { z } from 'zod';

/** Shorter terms are not searched: too many pages hold any one letter. */
export const SITE_SEARCH_MIN_LENGTH = 2;

/** What every content page shows: title, teaser, sanitised body, dates and its path. */
export type ContentView = {
  id: string;
  title: string;
  summary: string;
  /** Sanitised by the API (rehype-sanitize), whichever source wrote it. */
  html: string;
  path: string;
  created: string;
  changed: string;
  /** The language the text is written in: Spanish when the page has no translation yet (langcode). */
  language: string;
};

function readFields<S extends z.ZodType>(schema: S, node: NodeResource): z.output<S> {
  return schema.parse(node.attributes);
}

export function toContentView(node: NodeResource): ContentView {
  const summary = node.attributes.field_summary;
  return {
    id: node.id,
    title: node.attributes.title,
    summary: typeof summary === 'string' ? summary : (node.attributes.body?.summary ?? ''),
    html: node.attributes.body?.processed ?? '',
    path: node.attributes.path.alias ?? '',
    created: node.attributes.created,
    changed: node.attributes.changed,
    language: node.attributes.langcode,
  };
}

export const toAirlineView = (node: NodeResource) => ({
  ...toContentView(node),
  ...readFields(AirlineFieldsSchema, node),
});
export type AirlineView = ReturnType<typeof toAirlineView>;

export const toCountryView = (node: NodeResource) => ({
  ...toContentView(node),
  ...readFields(CountryFieldsSchema, node),
});
export type CountryView = ReturnType<typeof toCountryView>;

export const toArticleView = (node: NodeResource) => ({
  ...toContentView(node),
  ...readFields(ArticleFieldsSchema, node),
});
export type ArticleView = ReturnType<typeof toArticleView>;

export const toPageView = (node: NodeResource) => ({
  ...toContentView(node),
  ...readFields(PageFieldsSchema, node),
});

export const toFaqView = (node: NodeResource) => ({
  ...toContentView(node),
  ...readFields(FaqFieldsSchema, node),
});
export type FaqView = ReturnType<typeof toFaqView>;

export const toOfficeCountryView = (node: NodeResource) => ({
  title: node.attributes.title,
  ...readFields(AirlineOfficeFieldsSchema, node),
});
export type OfficeCountryView = ReturnType<typeof toOfficeCountryView>;

export const toTourDestinationView = (node: NodeResource) => ({
  ...toContentView(node),
  ...readFields(TourDestinationFieldsSchema, node),
});
export type TourDestinationView = ReturnType<typeof toTourDestinationView>;

export const toTourPackageView = (node: NodeResource) => ({
  ...toContentView(node),
  ...readFields(TourPackageFieldsSchema, node),
});
export type TourPackageView = ReturnType<typeof toTourPackageView>;

export const toCruiseSailingView = (node: NodeResource) => ({
  ...toContentView(node),
  ...readFields(CruiseSailingFieldsSchema, node),
});
export type CruiseSailingView = ReturnType<typeof toCruiseSailingView>;

export type FaqGroup = { id: string; title: string; questions: FaqView[] };

/** FAQ nodes in their written order, grouped; `query` keeps the questions whose text mentions it. */
export function groupFaq(questions: readonly FaqView[], query = ''): FaqGroup[] {
  const needle = normalize(query.trim());
  const groups = new Map<string, FaqGroup>();
  for (const question of [...questions].sort((a, b) => a.field_weight - b.field_weight)) {
    if (needle && !normalize(`${question.title} ${stripTags(question.html)}`).includes(needle)) continue;
    const group = groups.get(question.field_group_id) ?? {
      id: question.field_group_id,
      title: question.field_group_title,
      questions: [],
    };
    group.questions.push(question);
    groups.set(group.id, group);
  }
  return [...groups.values()];
}

/** Lower case without accents, so "equipaje" finds "Equipaje" and "pais" finds "país". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/** Airlines whose name, code or hubs match what the visitor typed. */
export function filterAirlines<T extends { title: string; field_iata: string; field_hubs: string[] }>(
  airlines: readonly T[],
  query: string,
): T[] {
  const needle = normalize(query.trim());
  if (!needle) return [...airlines];
  return airlines.filter((airline) =>
    normalize(`${airline.title} ${airline.field_iata} ${airline.field_hubs.join(' ')}`).includes(needle),
  );
}
