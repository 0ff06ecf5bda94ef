import { loadHotelResults } from '../features/hotels/hotel-results.server';
import { HotelResultsPage } from '../features/hotels/hotel-results-page';
import { getServerApiClient } from '../lib/api-client.server';
import type { Route } from './+types/hotel-results';

/** The search, filters, sort and page are the URL; the page renders whole on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadHotelResults(request, getServerApiClient(request));
}

/** A document first (entry.server, deferScripts): the hotels of a search paint before the page's script loads. */
export const handle = { deferScripts: true } as const;

export default function HotelResultsRoute({ loaderData }: Route.ComponentProps) {
  return <HotelResultsPage data={loaderData} />;
}
