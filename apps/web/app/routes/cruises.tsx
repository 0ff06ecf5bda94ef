import styles from '../features/content/content.module.css';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import { ContentListHeader } from '../features/content/content-list-header';
import { loadCruiseList } from '../features/content/cruise-pages.server';
import { CruiseCards } from '../features/cruises/cruise-cards';
import { CruiseFiltersForm } from '../features/cruises/cruise-filters-form';
import cruiseStyles from '../features/cruises/cruises.module.css';
import { useCruisesTranslation } from '../features/cruises/use-cruises-translation';
import type { Route } from './+types/cruises';

/** /cruceros: sailings that have not left, filtered and sorted by the GET form in the URL. */
export function loader({ request }: Route.LoaderArgs) {
  return loadCruiseList(request);
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function CruisesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useCruisesTranslation();
  const { filters, options, sailings } = loaderData;
  return (
    <article className={styles.page}>
      <ContentListHeader
        title={t('title')}
        intro={t('intro')}
        trail={[{ label: t('section'), path: '/cruceros' }]}
      />
      <CruiseFiltersForm filters={filters} options={options} />
      <p role="status" className={cruiseStyles.muted}>
        {t('results', { count: sailings.length })}
      </p>
      {sailings.length === 0 ? <p>{t('empty')}</p> : <CruiseCards sailings={sailings} />}
    </article>
  );
}
