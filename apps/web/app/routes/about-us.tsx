import { loadContentNode } from '../features/content/content-api.server';
import {
  CONTENT_CACHE_HEADERS,
  CONTENT_ROUTE_HANDLE,
  ContentArticle,
} from '../features/content/content-article';
import { toPageView } from '../features/content/content-view';
import { getRequestLocale } from '../lib/locale';
import type { Route } from './+types/about-us';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  return { view: toPageView(await loadContentNode(request, locale, '/about-us', ['page'])) };
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  return <ContentArticle view={loaderData.view} trail={[]} />;
}
