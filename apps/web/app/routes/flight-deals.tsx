import { DealList } from '../features/deals/deal-list';
import styles from '../features/deals/deals.module.css';
import { loadFlightDeals } from '../features/deals/deals-api.server';
import { DEALS_ROUTE_HANDLE } from '../features/deals/deals-route-handle';
import { resolveDealsVisitor } from '../features/deals/deals-visitor.server';
import { OriginForm } from '../features/deals/origin-form';
import { PriceNote } from '../features/deals/price-note';
import { useDealsTranslation } from '../features/deals/use-deals-translation';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { getRequestLocale } from '../lib/locale';
import type { Route } from './+types/flight-deals';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  return loadFlightDeals(request, locale, await resolveDealsVisitor(request, locale));
}

export const headers = () => REVALIDATED_PAGE_HEADERS;
export const handle = DEALS_ROUTE_HANDLE;

/** `/ofertas-de-vuelo`: the cheapest week-long round trip to each popular destination, each a link to its results. */
export default function FlightDealsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useDealsTranslation();
  const { visitor, answer } = loaderData;
  const origin = answer?.data.origin ?? { iataCode: visitor.origin, cityName: visitor.origin };
  const deals = answer?.data.deals ?? [];
  return (
    <article className={styles.page}>
      <title>{t('site.documentTitle', { ns: 'common', title: t('flightDeals.title') })}</title>
      <meta name="description" content={t('flightDeals.description')} />
      <h1>{t('flightDeals.title')}</h1>
      <p className={styles.lead}>{t('flightDeals.intro', { city: origin.cityName })}</p>
      <OriginForm visitor={visitor} origin={origin} />
      {!answer ? (
        <p className={styles.notice}>{t('unavailable')}</p>
      ) : deals.length === 0 ? (
        <p className={styles.notice}>{t('empty', { city: origin.cityName })}</p>
      ) : (
        <>
          <PriceNote deals={deals} />
          <DealList deals={deals} title="destination" headingLevel="h2" />
        </>
      )}
    </article>
  );
}
