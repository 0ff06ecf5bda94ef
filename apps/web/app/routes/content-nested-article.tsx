import { ArticlePageView } from '../features/content/article-page';
import { loadArticlePage } from '../features/content/article-page.server';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import type { Route } from './+types/content-nested-article';

/** `/:content/:subpath/:article`: content filed one level deeper (`/destinations/mexico/cancun`). */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadArticlePage(request, [params.content, params.subpath, params.article]);
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function ContentNestedArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticlePageView loaderData={loaderData} />;
}
