import { Link } from 'react-router';
import styles from '../features/content/content.module.css';
import { listAllContentNodes } from '../features/content/content-api.server';
import { CONTENT_CACHE_HEADERS, CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import { ContentCardList } from '../features/content/content-card-list';
import { ContentListHeader } from '../features/content/content-list-header';
import { filterAirlines, toAirlineView } from '../features/content/content-view';
import { SearchBox } from '../features/content/search-box';
import { useContentTranslation } from '../features/content/use-content-translation';
import { getRequestLocale, localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/airlines';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  const query = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  const airlines = (await listAllContentNodes(request, locale, 'airlines_landing', { sort: 'title' })).map(
    toAirlineView,
  );
  return {
    query,
    airlines: filterAirlines(airlines, query).map((airline) => ({
      id: airline.id,
      title: airline.title,
      summary: airline.summary,
      path: airline.path,
      meta: `${airline.field_iata} · ${airline.field_hubs.join(', ')}`,
    })),
  };
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function AirlinesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useContentTranslation();
  const locale = useLocale();
  const { query, airlines } = loaderData;
  return (
    <article className={styles.page}>
      <ContentListHeader
        title={t('airlines.title')}
        intro={t('airlines.intro')}
        trail={[{ label: t('sections.aerolineas'), path: '/aerolineas' }]}
      />
      <SearchBox
        label={t('airlines.searchLabel')}
        hint={t('airlines.searchHint')}
        submit={t('airlines.search')}
        query={query}
      />
      <p aria-live="polite">{t('airlines.count', { count: airlines.length })}</p>
      {airlines.length === 0 ? <p>{t('airlines.empty', { query })}</p> : <ContentCardList cards={airlines} />}
      <p>
        <Link to={localizePath('/aerolineas-oficinas', locale)}>{t('airlines.offices')}</Link>
      </p>
    </article>
  );
}
