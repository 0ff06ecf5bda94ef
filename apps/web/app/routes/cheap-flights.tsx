import { DEAL_DESTINATIONS } from '@travel/domain/deals';
import { Link } from 'react-router';
import styles from '../features/deals/deals.module.css';
import { loadFlightDeals } from '../features/deals/deals-api.server';
import { DEALS_ROUTE_HANDLE } from '../features/deals/deals-route-handle';
import { resolveDealsVisitor } from '../features/deals/deals-visitor.server';
import { OriginForm } from '../features/deals/origin-form';
import { PriceNote } from '../features/deals/price-note';
import { useDealsTranslation } from '../features/deals/use-deals-translation';
import { formatIsoDate } from '../lib/format-date';
import { formatAmount } from '../lib/format-money';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { getRequestLocale, localizePath } from '../lib/locale';
import { useFormatLocale } from '../lib/use-format-locale';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/cheap-flights';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getRequestLocale(request);
  return loadFlightDeals(request, locale, await resolveDealsVisitor(request, locale));
}

export const headers = () => REVALIDATED_PAGE_HEADERS;
export const handle = DEALS_ROUTE_HANDLE;

/** `/vuelos-baratos`: the cheapest fare to each destination, each a link to the destination's landing page. */
export default function CheapFlightsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useDealsTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const { visitor, answer } = loaderData;
  const origin = answer?.data.origin ?? { iataCode: visitor.origin, cityName: visitor.origin };
  const deals = (answer?.data.deals ?? []).filter((deal) => deal.destination.slug);
  const cities = t('cities', { returnObjects: true }) as Record<string, string>;
  const listed = new Set(deals.map((deal) => deal.destination.iataCode));
  const others = DEAL_DESTINATIONS.filter((destination) => !listed.has(destination.iataCode));
  const landing = (slug: string) => {
    const path = `/vuelos-baratos/${slug}`;
    return localizePath(visitor.originProblem ? path : `${path}?origin=${origin.iataCode}`, locale);
  };
  return (
    <article className={styles.page}>
      <title>{t('site.documentTitle', { ns: 'common', title: t('cheapFlights.title') })}</title>
      <meta name="description" content={t('cheapFlights.description')} />
      <h1>{t('cheapFlights.title')}</h1>
      <p className={styles.lead}>{t('cheapFlights.intro', { city: origin.cityName })}</p>
      <OriginForm visitor={visitor} origin={origin} />
      <section aria-labelledby="cheap-list">
        <h2 id="cheap-list">{t('cheapFlights.listTitle', { city: origin.cityName })}</h2>
        {!answer ? (
          <p className={styles.notice}>{t('unavailable')}</p>
        ) : deals.length === 0 ? (
          <p className={styles.notice}>{t('empty', { city: origin.cityName })}</p>
        ) : (
          <>
            <ul className={styles.deals}>
              {deals.map((deal) => (
                <li key={deal.destination.iataCode} className={styles.deal}>
                  <h3 className={styles.dealTitle}>
                    <Link to={landing(deal.destination.slug ?? '')}>
                      {t('cheapFlights.toDestination', { city: deal.destination.cityName })}
                    </Link>
                  </h3>
                  <p className={styles.dates}>{formatIsoDate(deal.departureDate, formatLocale)}</p>
                  <p className={styles.price}>
                    <span className={styles.from}>{t('deal.from')}</span>{' '}
                    <strong>{formatAmount(deal.price, formatLocale)}</strong>
                  </p>
                </li>
              ))}
            </ul>
            <PriceNote deals={deals} />
          </>
        )}
      </section>
      {others.length > 0 && (
        <section aria-labelledby="cheap-others">
          <h2 id="cheap-others">{t('cheapFlights.otherDestinations')}</h2>
          <ul className={styles.destinations}>
            {others.map((destination) => (
              <li key={destination.slug}>
                <Link to={landing(destination.slug)}>
                  {t('cheapFlights.toDestination', {
                    city: cities[destination.iataCode] ?? destination.slug,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
