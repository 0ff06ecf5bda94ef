/** First path segments that hold articles (`/:content/:article`); anything else is not a page. */
const CONTENT_SECTIONS: ReadonlySet<string> = new Set([
  'blog',
  'noticias',
  'articulos',
  'articles',
  'destinations',
  'entretenimiento',
  'entertainment',
  'espanol',
  'vuelos',
  'flights',
  'vuelos-baratos',
]);

export function isContentSection(value: string | undefined): value is string {
  return value !== undefined && CONTENT_SECTIONS.has(value.toLowerCase());
}

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i;

/** A URL segment that can name an article, airline, package or search. */
export function isSlug(value: string | undefined): value is string {
  return value !== undefined && value.length <= 200 && SLUG.test(value);
}
