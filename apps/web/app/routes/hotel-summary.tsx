import { redirect } from 'react-router';
import { readHotelSummaryQuery } from '../features/hotels/hotel-summary-query';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';
import { getRequestLocale, localizePath } from '../lib/locale';
import type { Route } from './+types/hotel-summary';

/** Spec §2: without id, startDate and endDate there is no hotel to show; back to the results. */
export function loader({ request }: Route.LoaderArgs) {
  const query = readHotelSummaryQuery(new URL(request.url).searchParams);
  if (!query) throw redirect(localizePath('/hoteles/result', getRequestLocale(request)));
  return query;
}

export default function HotelSummaryPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage page="hotel-summary" values={loaderData} />;
}
