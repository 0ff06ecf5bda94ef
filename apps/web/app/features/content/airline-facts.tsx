import { Link } from 'react-router';
import { localizePath } from '../../lib/locale';
import { useLocale } from '../../lib/use-locale';
import type { AirlineRoute } from './airline-routes';
import styles from './content.module.css';
import type { AirlineView } from './content-view';
import { useContentTranslation } from './use-content-translation';

/** The airline's facts beside its page, and search links for the routes from its bases. */
export function AirlineFacts({ airline, countryName }: { airline: AirlineView; countryName: string }) {
  const { t } = useContentTranslation();
  return (
    <aside className={styles.facts} aria-labelledby="airline-facts">
      <h2 id="airline-facts">{t('airline.facts')}</h2>
      <dl>
        <dt>{t('airline.iata')}</dt>
        <dd>{airline.field_iata}</dd>
        <dt>{t('airline.country')}</dt>
        <dd>{countryName}</dd>
        <dt>{t('airline.hubs')}</dt>
        <dd>{airline.field_hubs.join(', ')}</dd>
        <dt>{t('airline.alliance')}</dt>
        <dd>{airline.field_alliance ?? t('airline.noAlliance')}</dd>
        {airline.field_website ? (
          <>
            <dt>{t('airline.website')}</dt>
            <dd>
              <a href={airline.field_website} rel="noopener noreferrer external">
                {new URL(airline.field_website).hostname.replace(/^www\./, '')}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </aside>
  );
}

export function AirlineRouteLinks({ routes }: { routes: readonly AirlineRoute[] }) {
  const { t } = useContentTranslation();
  const locale = useLocale();
  if (routes.length === 0) return null;
  return (
    <section aria-labelledby="airline-routes">
      <h2 id="airline-routes">{t('airline.routes')}</h2>
      <p>{t('airline.routesIntro')}</p>
      <ul className={styles.tags}>
        {routes.map((route) => (
          <li key={`${route.from}-${route.to}`}>
            <Link to={localizePath(route.path, locale)}>
              {t('airline.searchRoute', { from: route.from, to: route.to })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
