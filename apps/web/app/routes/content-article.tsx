import { ArticlePageView } from '../features/content/article-page';
import { loadArticlePage } from '../features/content/article-page.server';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import type { Route } from './+types/content-article';

/** `/:content/:article`: an article of a section (`/blog/…`, `/noticias/…`), or a page filed under one. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadArticlePage(request, [params.content, params.article]);
}

export const headers = () => CONTENT_CACHE_HEADERS;
/**
 * A document: its scripts and web font start after its first paint (decision 023). An article is
 * text and links, which need no script, and the consent banner is a form that works without it.
 */
export const handle = { ...CONTENT_ROUTE_HANDLE, scriptsAfterPaint: true } as const;

export default function ContentArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticlePageView loaderData={loaderData} />;
}
