import { loadContentNode } from '../features/content/content-api.server';
import {
  CONTENT_CACHE_HEADERS,
  CONTENT_ROUTE_HANDLE,
  ContentArticle,
} from '../features/content/content-article';
import { toPageView } from '../features/content/content-view';
import { getRequestLocale } from '../lib/locale';
import type { Route } from './+types/terms';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  return { view: toPageView(await loadContentNode(request, locale, '/terms', ['page'])) };
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle view={loaderData.view} trail={[]} />;
}
