import { useTranslation } from 'react-i18next';
import { isDestinationSlug, isSlug } from '../features/content/content-catalog';
import { PlaceholderPage } from '../features/placeholder/placeholder-page';
import { notFound } from '../lib/route-errors';
import type { Route } from './+types/tour-package';

export function loader({ params }: Route.LoaderArgs) {
  if (!isDestinationSlug(params.country) || !isSlug(params.package)) throw notFound();
  return { destination: params.country, package: params.package };
}

export default function TourPackagePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('destinations');
  return (
    <PlaceholderPage
      page="tour-package"
      values={{ destination: t(loaderData.destination), package: loaderData.package }}
    />
  );
}
