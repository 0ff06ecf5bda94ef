import { ArticlePageView } from '../features/content/article-page';
import { loadArticlePage } from '../features/content/article-page.server';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import type { Route } from './+types/content-article';

/** `/:content/:article`: an article of a section (`/blog/…`, `/noticias/…`), or a page filed under one. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadArticlePage(request, [params.content, params.article]);
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function ContentArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticlePageView loaderData={loaderData} />;
}
