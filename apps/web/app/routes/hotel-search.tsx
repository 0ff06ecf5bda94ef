import { HotelSearchPage } from '../features/hotels/hotel-search-page';
import { readHotelSearchRequest } from '../features/hotels/hotel-search-request';
import { getLocaleCurrency } from '../lib/currency-options';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { getLocalToday } from '../lib/local-today';
import { getRequestLocale } from '../lib/locale';
import type { Route } from './+types/hotel-search';

/** The same for everyone in the same state: kept by the browser, revalidated by ETag (decision 025). */
export const headers = () => REVALIDATED_PAGE_HEADERS;

/**
 * The form of the day, or a search sent back to be fixed (see readHotelSearchRequest); `unknown=1`:
 * the results page found no city for the destination.
 */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const unknown = params.get('unknown') === '1';
  return readHotelSearchRequest(
    params,
    getLocalToday(),
    unknown ? [{ field: 'destination', code: 'destination-unknown' }] : [],
    getLocaleCurrency(getRequestLocale(request)) ?? undefined,
  );
}

export default function HotelSearchRoute({ loaderData }: Route.ComponentProps) {
  return <HotelSearchPage request={loaderData} />;
}
