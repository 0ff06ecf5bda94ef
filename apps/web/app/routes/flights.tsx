import { redirect } from 'react-router';
import { FlightSearchPage } from '../features/search-form/flight-search-page';
import { readFlightSearchRequest } from '../features/search-form/flight-search-request.server';
import { getSearchDefaults } from '../features/search-form/search-defaults.server';
import { getServerApiClient } from '../lib/api-client.server';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { getLocalToday } from '../lib/local-today';
import { getRequestLocale } from '../lib/locale';
import type { Route } from './+types/flights';

/** The same for everyone in the same state: kept by the browser, revalidated by ETag (decision 025). */
export const headers = () => REVALIDATED_PAGE_HEADERS;

/** A flight search sent here (the form without script) goes on to its results, or back to the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const defaults = getSearchDefaults(locale);
  const flightSearch = await readFlightSearchRequest(new URL(request.url).searchParams, {
    api: getServerApiClient(request),
    locale,
    defaults,
    today: getLocalToday(),
  });
  if (flightSearch.status === 'search') throw redirect(flightSearch.path);
  return { defaults, sentSearch: flightSearch.status === 'fix' ? flightSearch.sent : null };
}

export default function FlightsPage({ loaderData }: Route.ComponentProps) {
  return (
    <FlightSearchPage page="flights" defaults={loaderData.defaults} sentSearch={loaderData.sentSearch} />
  );
}
