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

const markdownToHtml = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, SCHEMA)
  .use(rehypeStringify);

const htmlToSafeHtml = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeSanitize, SCHEMA)
  .use(rehypeStringify);

/** Markdown (GitHub flavour) to HTML that is safe to render as it is. */
export function renderMarkdown(markdown: string): string {
  return String(markdownToHtml.processSync(markdown));
}

/** HTML from a source we do not control (a Drupal body) to HTML that is safe to render as it is. */
export function sanitizeHtml(html: string): string {
  return String(htmlToSafeHtml.processSync(html));
}
