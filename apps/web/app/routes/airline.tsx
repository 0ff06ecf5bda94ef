import { AirlinePageView } from '../features/content/airline-page';
import { loadAirlinePage } from '../features/content/airline-page.server';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import type { Route } from './+types/airline';

export function loader({ request, params }: Route.LoaderArgs) {
  return loadAirlinePage(request, params.airlineName);
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function AirlinePage({ loaderData }: Route.ComponentProps) {
  return <AirlinePageView loaderData={loaderData} />;
}
