import { Link } from 'react-router';
import { DealList } from '../features/deals/deal-list';
import styles from '../features/deals/deals.module.css';
import { loadFlightDeals } from '../features/deals/deals-api.server';
import { DEALS_ROUTE_HANDLE } from '../features/deals/deals-route-handle';
import { resolveDealsVisitor } from '../features/deals/deals-visitor.server';
import { OriginForm } from '../features/deals/origin-form';
import { PriceNote } from '../features/deals/price-note';
import { useDealsTranslation } from '../features/deals/use-deals-translation';
import { PhonePromotions } from '../features/search-form/promotions';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { getRequestLocale, localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/deals';

/** How many of the cheapest flights the hub shows; the rest are one link away. */
const HUB_DEALS = 6;

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  return loadFlightDeals(request, locale, await resolveDealsVisitor(request, locale));
}

// Deals depend on the visitor's origin (their address) and move during the day.
export const headers = () => REVALIDATED_PAGE_HEADERS;
export const handle = DEALS_ROUTE_HANDLE;

/** `/ofertas`: the cheapest flights from the visitor's city, tours, cruises and the phone-only promotions. */
export default function DealsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useDealsTranslation();
  const locale = useLocale();
  const { visitor, answer } = loaderData;
  const origin = answer?.data.origin ?? { iataCode: visitor.origin, cityName: visitor.origin };
  const deals = answer?.data.deals.slice(0, HUB_DEALS) ?? [];
  return (
    <article className={styles.page}>
      <title>{t('site.documentTitle', { ns: 'common', title: t('hub.title') })}</title>
      <meta name="description" content={t('hub.description')} />
      <h1>{t('hub.title')}</h1>
      <p className={styles.lead}>{t('hub.intro', { city: origin.cityName })}</p>
      <OriginForm visitor={visitor} origin={origin} />
      <section aria-labelledby="hub-cheapest">
        <h2 id="hub-cheapest">{t('hub.cheapestTitle', { city: origin.cityName })}</h2>
        {!answer ? (
          <p className={styles.notice}>{t('unavailable')}</p>
        ) : deals.length === 0 ? (
          <p className={styles.notice}>{t('empty', { city: origin.cityName })}</p>
        ) : (
          <>
            <DealList deals={deals} title="destination" />
            <PriceNote deals={deals} />
          </>
        )}
        <p>
          <Link to={localizePath(`/ofertas-de-vuelo?origin=${origin.iataCode}`, locale)}>
            {t('hub.allFlightDeals')}
          </Link>
        </p>
      </section>
      <section aria-labelledby="hub-more">
        <h2 id="hub-more">{t('hub.moreTitle')}</h2>
        <ul className={styles.links}>
          <li>
            <h3>
              <Link to={localizePath('/vuelos-baratos', locale)}>{t('hub.cheapFlightsTitle')}</Link>
            </h3>
            <p>{t('hub.cheapFlightsText')}</p>
          </li>
          <li>
            <h3>
              <Link to={localizePath('/turs', locale)}>{t('hub.toursTitle')}</Link>
            </h3>
            <p>{t('hub.toursText')}</p>
          </li>
          <li>
            <h3>
              <Link to={localizePath('/cruceros', locale)}>{t('hub.cruisesTitle')}</Link>
            </h3>
            <p>{t('hub.cruisesText')}</p>
          </li>
        </ul>
      </section>
      <PhonePromotions />
    </article>
  );
}
