import { FlightSearchPage } from '../features/search-form/flight-search-page';
import { getSearchDefaults } from '../features/search-form/search-defaults.server';
import type { Route } from './+types/home';

export function loader() {
  return { defaults: getSearchDefaults() };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return <FlightSearchPage page="home" defaults={loaderData.defaults} />;
}
