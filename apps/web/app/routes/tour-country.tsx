import { useTranslation } from 'react-i18next';
import { isDestinationSlug } from '../features/content/content-catalog';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';
import { notFound } from '../lib/route-errors';
import type { Route } from './+types/tour-country';

export function loader({ params }: Route.LoaderArgs) {
  if (!isDestinationSlug(params.country)) throw notFound();
  return { destination: params.country };
}

export default function TourCountryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('destinations');
  return <PlaceholderPage page="tour-country" values={{ destination: t(loaderData.destination) }} />;
}
