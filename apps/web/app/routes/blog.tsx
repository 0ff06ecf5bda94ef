import { loadArticleList } from '../features/content/article-list.server';
import { ArticleListPage } from '../features/content/article-list-page';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import type { Route } from './+types/blog';

export const loader = ({ request }: Route.LoaderArgs) => loadArticleList(request, 'blog');
export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return <ArticleListPage list={loaderData} />;
}
