import { loadHotelResults } from '../features/hotels/hotel-results.server';
import { HotelResultsPage } from '../features/hotels/hotel-results-page';
import { getServerApiClient } from '../lib/api-client.server';
import type { Route } from './+types/hotel-results';

/** The search, filters, sort and page are the URL; the page renders whole on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  return loadHotelResults(request, getServerApiClient(request));
}

/**
 * A document first (entry.server, deferScripts): the hotels of a search paint before the page's script
 * loads, and that script and the web font start only after the first paint (scriptsAfterPaint, decision
 * 023). Until then the filters and the sort are GET forms with their own buttons.
 */
export const handle = { deferScripts: true, scriptsAfterPaint: true } as const;

export default function HotelResultsRoute({ loaderData }: Route.ComponentProps) {
  return <HotelResultsPage data={loaderData} />;
}
