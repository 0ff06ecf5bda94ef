import { AirlinePageView } from '../features/content/airline-page';
import { loadAirlinePage } from '../features/content/airline-page.server';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import type { Route } from './+types/airline-jetblue';

/** Spec §2 names /aerolineas/jetblue on its own; it is JetBlue's airline page. */
export function loader({ request }: Route.LoaderArgs) {
  return loadAirlinePage(request, 'jetblue');
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function JetBluePage({ loaderData }: Route.ComponentProps) {
  return <AirlinePageView loaderData={loaderData} />;
}
