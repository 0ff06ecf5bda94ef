import { redirect } from 'react-router';
import { getRequestLocale, stripLocalePrefix } from '../../lib/locale';
import { listAllContentNodes, listContentNodes } from './content-api.server';
import { type ArticleView, toArticleView } from './content-view';

export type ArticleSection = ArticleView['field_section'];
export const ARTICLES_PER_PAGE = 12;

/**
 * A page of one section's articles, newest first, optionally of one category (`?category=`), and the
 * section's categories for the filter links. A page past the last (an old link: articles come and go)
 * goes to the last page, and a category the section does not have to the whole section, each under
 * its own address.
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
  const categories = [...new Set(all.map((node) => toArticleView(node).field_category))].sort((a, b) =>
    a.localeCompare(b, locale),
  );
  if (category !== undefined && !categories.includes(category)) {
    throw redirect(withQuery(url, { category: null, page: null }));
  }
  if (page > pages) throw redirect(withQuery(url, { page: pages > 1 ? String(pages) : null }));
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

/** The URL's path and query with `changes` made (null removes a key). */
function withQuery(url: URL, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(url.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
