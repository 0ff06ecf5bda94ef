import { CONTENT_LANGS } from '@travel/contract/content';
import rehypeParse from 'rehype-parse';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * GitHub's sanitising schema (no script, no event handlers, no javascript: links, ids prefixed) with
 * the table alignment a Drupal editor writes. Every HTML body the site renders passed through it,
 * whichever source wrote it.
 */
const SCHEMA = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    th: [...(defaultSchema.attributes?.th ?? []), 'align'],
    td: [...(defaultSchema.attributes?.td ?? []), 'align'],
  },
};

type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** A site link that already names its language (`/en/…`, `/pt/…`) is left as written. */
const LANGUAGE_LINK = new RegExp(`^/(${CONTENT_LANGS.join('|')})(/|$)`);

/**
 * Links inside the site written as `/vuelos` lead to the reader's language: `/en/vuelos` in English,
 * `/pt/vuelos` in Portuguese, as Drupal's language-aware links do. Off-site and protocol-relative
 * links are left alone.
 */
function rehypeLocalizeLinks(options: { prefix: string }) {
  const visit = (node: HastNode) => {
    const href = node.tagName === 'a' ? node.properties?.href : undefined;
    if (node.properties && typeof href === 'string' && /^\/(?!\/)/.test(href) && !LANGUAGE_LINK.test(href)) {
      node.properties.href = `${options.prefix}${href === '/' ? '' : href}` || '/';
    }
    for (const child of node.children ?? []) visit(child);
  };
  return (tree: HastNode) => {
    if (options.prefix) visit(tree);
  };
}

const markdownToHtml = (prefix: string) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, SCHEMA)
    .use(rehypeLocalizeLinks, { prefix })
    .use(rehypeStringify);
/** One processor per language prefix ('' for Spanish), built once. */
const MARKDOWN_BY_PREFIX = new Map(
  CONTENT_LANGS.map((lang) => {
    const prefix = lang === 'es' ? '' : `/${lang}`;
    return [prefix, markdownToHtml(prefix)] as const;
  }),
);

const htmlToSafeHtml = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeSanitize, SCHEMA)
  .use(rehypeStringify);

/**
 * Markdown (GitHub flavour) to HTML that is safe to render as it is; `linkPrefix` ('/en', '/pt') points
 * the site's own links at the reader's language.
 */
export function renderMarkdown(markdown: string, linkPrefix = ''): string {
  const processor = MARKDOWN_BY_PREFIX.get(linkPrefix) ?? markdownToHtml(linkPrefix);
  return String(processor.processSync(markdown));
}

/** HTML from a source we do not control (a Drupal body) to HTML that is safe to render as it is. */
export function sanitizeHtml(html: string): string {
  return String(htmlToSafeHtml.processSync(html));
}
