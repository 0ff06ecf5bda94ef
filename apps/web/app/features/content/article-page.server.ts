import { getRequestLocale } from '../../lib/locale';
import { notFound } from '../../lib/route-errors';
import { loadContentNode } from './content-api.server';
import { isSlug } from './content-catalog';
import { toArticleView, toPageView } from './content-view';

/** The English list of Artículos is /articles; its articles live under /articulos in both languages. */
const SECTION_ALIASES: Readonly<Record<string, string>> = { articles: 'articulos' };

/**
 * An article (or a page filed under a section) at `/<segments…>`: every segment must be a slug, and the
 * content service must have an article or page there; anything else is the 404 page.
 */
export async function loadArticlePage(request: Request, segments: readonly (string | undefined)[]) {
  if (!segments.every(isSlug)) throw notFound();
  const [first, ...rest] = segments.map((segment) => segment.toLowerCase());
  const section = SECTION_ALIASES[first ?? ''] ?? first;
  const locale = getRequestLocale(request);
  const node = await loadContentNode(request, locale, `/${[section, ...rest].join('/')}`, [
    'article',
    'page',
  ]);
  if (node.type === 'node--article') return { kind: 'article' as const, article: toArticleView(node) };
  return { kind: 'page' as const, page: toPageView(node), section: section ?? '' };
}
export type ArticlePageData = Awaited<ReturnType<typeof loadArticlePage>>;
