import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import { StaticPage } from '../features/content/static-page';
import { loadStaticPage } from '../features/content/static-page.server';
import type { Route } from './+types/privacy-policy';

export const loader = ({ request }: Route.LoaderArgs) => loadStaticPage(request, '/privacy-policy');
export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function PrivacyPolicyPage({ loaderData }: Route.ComponentProps) {
  return <StaticPage loaderData={loaderData} />;
}
