import { FlightSearchPage } from '../features/search-form/flight-search-page';
import { getSearchDefaults } from '../features/search-form/search-defaults.server';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { getRequestLocale } from '../lib/locale';
import type { Route } from './+types/flights';

/** The same for everyone in the same state: kept by the browser, revalidated by ETag (decision 025). */
export const headers = () => REVALIDATED_PAGE_HEADERS;

export function loader({ request }: Route.LoaderArgs) {
  return { defaults: getSearchDefaults(getRequestLocale(request)) };
}

export default function FlightsPage({ loaderData }: Route.ComponentProps) {
  return <FlightSearchPage page="flights" defaults={loaderData.defaults} />;
}
