import { isSlug } from '../features/content/content-catalog';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';
import { notFound } from '../lib/route-errors';
import type { Route } from './+types/airline';

export function loader({ params }: Route.LoaderArgs) {
  if (!isSlug(params.airlineName)) throw notFound();
  return { airline: params.airlineName };
}

export default function AirlinePage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage page="airline" values={loaderData} />;
}
