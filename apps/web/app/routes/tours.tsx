import { Link } from 'react-router';
import styles from '../features/content/content.module.css';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import { ContentListHeader } from '../features/content/content-list-header';
import { loadToursIndex } from '../features/content/tour-pages.server';
import { TourCards } from '../features/tours/tour-cards';
import { TourFiltersForm } from '../features/tours/tour-filters-form';
import tourStyles from '../features/tours/tours.module.css';
import { useToursTranslation } from '../features/tours/use-tours-translation';
import { localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/tours';

/** /turs: every destination with its packages, filtered by the GET form in the URL. */
export function loader({ request }: Route.LoaderArgs) {
  return loadToursIndex(request);
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function ToursPage({ loaderData }: Route.ComponentProps) {
  const { t } = useToursTranslation();
  const locale = useLocale();
  const { filters, destinations, groups, total } = loaderData;
  return (
    <article className={styles.page}>
      <ContentListHeader
        title={t('title')}
        intro={t('intro')}
        trail={[{ label: t('section'), path: '/turs' }]}
      />
      <TourFiltersForm filters={filters} destinations={destinations} />
      <p role="status" className={tourStyles.muted}>
        {t('results', { count: total })}
      </p>
      {groups.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        groups.map((group) => (
          <section key={group.id} aria-labelledby={`tours-${group.id}`}>
            <h2 id={`tours-${group.id}`}>
              <Link to={localizePath(group.path, locale)}>{group.title}</Link>
            </h2>
            <p>{group.summary}</p>
            <TourCards tours={group.tours} />
          </section>
        ))
      )}
    </article>
  );
}
