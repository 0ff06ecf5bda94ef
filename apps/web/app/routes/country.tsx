import { Link } from 'react-router';
import styles from '../features/content/content.module.css';
import { loadContentNode } from '../features/content/content-api.server';
import {
  CONTENT_CACHE_HEADERS,
  CONTENT_ROUTE_HANDLE,
  ContentArticle,
} from '../features/content/content-article';
import { isSlug } from '../features/content/content-catalog';
import { toCountryView } from '../features/content/content-view';
import { useContentTranslation } from '../features/content/use-content-translation';
import { CountryMaps } from '../features/gallery/country-maps';
import { getRequestLocale, localizePath } from '../lib/locale';
import { notFound } from '../lib/route-errors';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/country';

/** `/:countryPage`: a country guide, when the content service has one at that path. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isSlug(params.countryPage)) throw notFound();
  const locale = getRequestLocale(request);
  const node = await loadContentNode(request, locale, `/${params.countryPage.toLowerCase()}`, [
    'country_page',
  ]);
  return { country: toCountryView(node) };
}

export const headers = () => CONTENT_CACHE_HEADERS;
export const handle = CONTENT_ROUTE_HANDLE;

export default function CountryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useContentTranslation();
  const locale = useLocale();
  const { country } = loaderData;
  const aside = (
    <aside className={styles.facts} aria-labelledby="country-facts">
      <h2 id="country-facts">{t('country.facts')}</h2>
      <dl>
        <dt>{t('country.bestTime')}</dt>
        <dd>{country.field_best_time}</dd>
        <dt>{t('country.currency')}</dt>
        <dd>{country.field_currency}</dd>
        <dt>{t('country.airports')}</dt>
        <dd>{country.field_airports.join(', ')}</dd>
      </dl>
      <p>
        <Link to={localizePath('/vuelos', locale)}>
          {t('country.searchFlights', { country: country.title })}
        </Link>
      </p>
    </aside>
  );
  return (
    <ContentArticle
      view={country}
      trail={[{ label: t('sections.destinations'), path: '/destinations' }]}
      aside={aside}
    >
      <CountryMaps countryCode={country.field_country} countryName={country.title} />
    </ContentArticle>
  );
}
