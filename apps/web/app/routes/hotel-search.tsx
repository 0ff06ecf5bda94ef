import { HotelSearchPage } from '../features/hotels/hotel-search-page';
import { readHotelSearchRequest } from '../features/hotels/hotel-search-request';
import { getLocalToday } from '../lib/local-today';
import type { Route } from './+types/hotel-search';

/** The form of the day, or a search sent back to be fixed (see readHotelSearchRequest). */
export function loader({ request }: Route.LoaderArgs) {
  return readHotelSearchRequest(new URL(request.url).searchParams, getLocalToday());
}

export default function HotelSearchRoute({ loaderData }: Route.ComponentProps) {
  return <HotelSearchPage request={loaderData} />;
}
