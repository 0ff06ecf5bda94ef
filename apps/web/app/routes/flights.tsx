import { FlightSearchPage } from '../features/search-form/flight-search-page';
import { getSearchDefaults } from '../features/search-form/search-defaults.server';
import type { Route } from './+types/flights';

export function loader() {
  return { defaults: getSearchDefaults() };
}

export default function FlightsPage({ loaderData }: Route.ComponentProps) {
  return <FlightSearchPage page="flights" defaults={loaderData.defaults} />;
}
