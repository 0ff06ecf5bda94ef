import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import { StaticPage } from '../features/content/static-page';
import { loadStaticPage } from '../features/content/static-page.server';
import type { Route } from './+types/terms';

export const loader = ({ request }: Route.LoaderArgs) => loadStaticPage(request, '/terms');
export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <StaticPage loaderData={loaderData} />;
}
