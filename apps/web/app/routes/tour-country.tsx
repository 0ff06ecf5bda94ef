import {
  CONTENT_CACHE_HEADERS,
  CONTENT_ROUTE_HANDLE,
  ContentArticle,
} from '../features/content/content-article';
import { loadTourDestination } from '../features/content/tour-pages.server';
import { TourCards } from '../features/tours/tour-cards';
import tourStyles from '../features/tours/tours.module.css';
import { useToursTranslation } from '../features/tours/use-tours-translation';
import type { Route } from './+types/tour-country';

/** /turs/:country: the destination's introduction and its packages; unknown ones are the 404 page. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadTourDestination(request, params.country);
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function TourCountryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useToursTranslation();
  const { destination, tours } = loaderData;
  return (
    <ContentArticle view={destination} trail={[{ label: t('section'), path: '/turs' }]}>
      <section className={tourStyles.section} aria-labelledby="destination-tours">
        <h2 id="destination-tours">{t('destinationTours')}</h2>
        {tours.length === 0 ? <p>{t('noTours')}</p> : <TourCards tours={tours} />}
      </section>
    </ContentArticle>
  );
}
