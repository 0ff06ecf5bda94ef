import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import { StaticPage } from '../features/content/static-page';
import { loadStaticPage } from '../features/content/static-page.server';
import type { Route } from './+types/entertainment';

/** /entretenimiento and /entertainment are one page; each language keeps its own path for it. */
export const loader = ({ request }: Route.LoaderArgs) =>
  loadStaticPage(request, { es: '/entretenimiento', en: '/entertainment', pt: '/entretenimiento' });
export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function EntertainmentPage({ loaderData }: Route.ComponentProps) {
  return <StaticPage loaderData={loaderData} />;
}
