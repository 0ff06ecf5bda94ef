import { getRequestLocale, stripLocalePrefix } from '../../lib/locale';
import { notFound } from '../../lib/route-errors';
import { listAllContentNodes, listContentNodes } from './content-api.server';
import { type ArticleView, toArticleView } from './content-view';

export type ArticleSection = ArticleView['field_section'];
export const ARTICLES_PER_PAGE = 12;

/**
 * A page of one section's articles, newest first, optionally of one category (`?category=`), and the
 * section's categories for the filter links. Page numbers past the last are the 404 page.
 */
export async function loadArticleList(request: Request, section: ArticleSection) {
  const locale = getRequestLocale(request);
  const url = new URL(request.url);
  const params = url.searchParams;
  const category = params.get('category')?.slice(0, 120) || undefined;
  const page = Math.max(1, Math.min(1000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const [list, all] = await Promise.all([
    listContentNodes(request, locale, 'article', {
      'filter[field_section]': section,
      ...(category ? { 'filter[field_category]': category } : {}),
      sort: '-created',
      'page[offset]': (page - 1) * ARTICLES_PER_PAGE,
      'page[limit]': ARTICLES_PER_PAGE,
    }),
    listAllContentNodes(request, locale, 'article', { 'filter[field_section]': section }),
  ]);
  const total = list.meta?.count ?? list.data.length;
  const pages = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
  if (page > pages) throw notFound();
  const categories = [...new Set(all.map((node) => toArticleView(node).field_category))].sort((a, b) =>
    a.localeCompare(b, locale),
  );
  return {
    section,
    // The list's own path (/articulos or /articles), for its breadcrumb.
    path: stripLocalePrefix(url.pathname).replace(/\/+$/, ''),
    category: category ?? null,
    categories,
    page,
    pages,
    articles: list.data.map((node) => {
      const article = toArticleView(node);
      return {
        id: article.id,
        title: article.title,
        summary: article.summary,
        path: article.path,
        created: article.created.slice(0, 10),
        category: article.field_category,
      };
    }),
  };
}
export type ArticleList = Awaited<ReturnType<typeof loadArticleList>>;
