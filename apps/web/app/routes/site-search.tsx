import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumbs } from '../features/content/breadcrumbs';
import styles from '../features/content/content.module.css';
import { CONTENT_ROUTE_HANDLE } from '../features/content/content-article';
import { ContentCardList } from '../features/content/content-card-list';
import { ContentMeta } from '../features/content/content-meta';
import { SITE_SEARCH_MIN_LENGTH } from '../features/content/content-view';
import { SearchBox } from '../features/content/search-box';
import { searchSite } from '../features/content/site-search.server';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { getRequestLocale, localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/site-search';

/** The same for everyone in the same state: kept by the browser, revalidated by ETag (decision 025). */
export const headers = () => REVALIDATED_PAGE_HEADERS;

export function loader({ request }: Route.LoaderArgs) {
  return searchSite(request, getRequestLocale(request));
}

export const handle = CONTENT_ROUTE_HANDLE;

export default function SiteSearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { query, pages, cities } = loaderData;
  const searched = query.length >= SITE_SEARCH_MIN_LENGTH;
  const title = searched ? t('siteSearch.titleWithQuery', { query }) : t('siteSearch.title');
  const count = pages.length + cities.length;
  return (
    <article className={styles.page}>
      <ContentMeta title={title} description={t('siteSearch.intro')} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs trail={[{ label: t('siteSearch.title'), path: '/buscar' }]} />
      <h1>{title}</h1>
      <SearchBox
        label={t('siteSearch.label')}
        submit={t('siteSearch.submit')}
        query={query}
        minLength={SITE_SEARCH_MIN_LENGTH}
        landmark={t('siteSearch.title')}
      />
      <p role="status">
        {!searched
          ? query
            ? t('siteSearch.tooShort')
            : t('siteSearch.intro')
          : count === 0
            ? t('siteSearch.noResults', { query })
            : t('siteSearch.count', { count })}
      </p>
      {pages.length > 0 ? (
        <section aria-labelledby="search-pages">
          <h2 id="search-pages">{t('siteSearch.pages')}</h2>
          <ContentCardList cards={pages} headingLevel={3} />
        </section>
      ) : null}
      {cities.length > 0 ? (
        <section aria-labelledby="search-airports">
          <h2 id="search-airports">{t('siteSearch.airports')}</h2>
          <ul className={styles.cards}>
            {cities.map((city) => (
              <li key={city.cityCode} className={styles.card}>
                <h3 className={styles.cardTitle}>
                  {t('siteSearch.airportLine', { city: city.cityName, country: city.countryName })}
                </h3>
                <p>{city.airports.map((airport) => `${airport.name} (${airport.iataCode})`).join(' · ')}</p>
                <p>
                  <Link to={localizePath('/vuelos', locale)}>{t('siteSearch.searchFlights')}</Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
