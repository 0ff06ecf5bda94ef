import { FlightSearchPage } from '../features/search-form/flight-search-page';
import { getSearchDefaults } from '../features/search-form/search-defaults.server';
import { getRequestLocale } from '../lib/locale';
import type { Route } from './+types/flights';

export function loader({ request }: Route.LoaderArgs) {
  return { defaults: getSearchDefaults(getRequestLocale(request)) };
}

export default function FlightsPage({ loaderData }: Route.ComponentProps) {
  return <FlightSearchPage page="flights" defaults={loaderData.defaults} />;
}
