import { ArticlePageView } from '../features/content/article-page';
import { loadArticlePage } from '../features/content/article-page.server';
import { listContentNodes } from '../features/content/content-api.server';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import { getRequestLocale } from '../lib/locale';
import { notFound } from '../lib/route-errors';
import type { Route } from './+types/article-detail';

/** Spec §2's `/articulos/ArticelDetail`: the newest article of the Artículos section. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const newest = await listContentNodes(request, locale, 'article', {
    'filter[field_section]': 'articulos',
    sort: '-created',
    'page[limit]': 1,
  });
  const alias = newest.data[0]?.attributes.path.alias;
  if (!alias) throw notFound();
  return loadArticlePage(request, alias.split('/').filter(Boolean));
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function ArticleDetailPage({ loaderData }: Route.ComponentProps) {
  return <ArticlePageView loaderData={loaderData} />;
}
