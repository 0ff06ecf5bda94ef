import styles from '../features/content/content.module.css';
import { listAllContentNodes } from '../features/content/content-api.server';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import { ContentCardList } from '../features/content/content-card-list';
import { ContentListHeader } from '../features/content/content-list-header';
import { toCountryView } from '../features/content/content-view';
import { useContentTranslation } from '../features/content/use-content-translation';
import { getRequestLocale } from '../lib/locale';
import type { Route } from './+types/destinations';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const countries = (await listAllContentNodes(request, locale, 'country_page', { sort: 'title' })).map(
    toCountryView,
  );
  return {
    countries: countries.map((country) => ({
      id: country.id,
      title: country.title,
      summary: country.summary,
      path: country.path,
      meta: country.field_best_time,
    })),
  };
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function DestinationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useContentTranslation();
  return (
    <article className={styles.page}>
      <ContentListHeader
        title={t('destinations.title')}
        intro={t('destinations.intro')}
        trail={[{ label: t('sections.destinations'), path: '/destinations' }]}
      />
      <ContentCardList cards={loaderData.countries} />
    </article>
  );
}
