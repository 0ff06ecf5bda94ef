import { useTranslation } from 'react-i18next';
import { isDestinationSlug } from '../features/content/content-catalog';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';
import { notFound } from '../lib/route-errors';
import type { Route } from './+types/country';

export function loader({ params }: Route.LoaderArgs) {
  if (!isDestinationSlug(params.countryPage)) throw notFound();
  return { destination: params.countryPage };
}

export default function CountryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('destinations');
  return <PlaceholderPage page="country" values={{ destination: t(loaderData.destination) }} />;
}
