import type { FlightDeal } from '@travel/contract/deals';
import { Link, useRouteLoaderData } from 'react-router';
import { loadContentNode } from '../features/content/content-api.server';
import { JsonLd } from '../features/content/json-ld';
import { DealList } from '../features/deals/deal-list';
import { buildDealResultsPath } from '../features/deals/deal-results-path';
import styles from '../features/deals/deals.module.css';
import { loadDestinationDeals } from '../features/deals/deals-api.server';
import { DEALS_ROUTE_HANDLE } from '../features/deals/deals-route-handle';
import { resolveDealsVisitor } from '../features/deals/deals-visitor.server';
import { OriginForm } from '../features/deals/origin-form';
import { PriceNote } from '../features/deals/price-note';
import { useDealsTranslation } from '../features/deals/use-deals-translation';
import { formatIsoDate } from '../lib/format-date';
import { formatAmount } from '../lib/format-money';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { listFormat } from '../lib/intl-formatters';
import { getIntlLocale, getRequestLocale, type Locale, localizePath } from '../lib/locale';
import { notFound } from '../lib/route-errors';
import { useFormatLocale } from '../lib/use-format-locale';
import { useLocale } from '../lib/use-locale';
import type { loader as rootLoader } from '../root';
import type { Route } from './+types/cheap-flights-destination';

/** `/vuelos-baratos/:destination`: a city slug of the deals' destinations; anything else is the 404 page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = params.destination.toLowerCase();
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 60) throw notFound();
  const locale = getRequestLocale(request);
  const visitor = await resolveDealsVisitor(request, locale);
  const page = await loadDestinationDeals(request, locale, slug, visitor);
  const countrySlug = page.answer?.data.destination.countrySlug;
  return { ...page, countryPage: countrySlug ? await findCountryPage(request, locale, countrySlug) : null };
}

/** The destination's country guide (`/mexico`), when the content service has one. */
async function findCountryPage(request: Request, locale: Locale, slug: string): Promise<string | null> {
  try {
    await loadContentNode(request, locale, `/${slug}`, ['country_page']);
    return `/${slug}`;
  } catch {
    return null;
  }
}

export const headers = () => REVALIDATED_PAGE_HEADERS;
export const handle = DEALS_ROUTE_HANDLE;

function listAirlines(names: readonly string[], locale: Locale): string {
  return listFormat(getIntlLocale(locale), { type: 'conjunction' }).format(names);
}

/** "Vuelos baratos a Cancún": the cheapest dates from the visitor's city and from the region's main cities. */
export default function CheapFlightsDestinationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useDealsTranslation();
  const locale = useLocale();
  const formatLocale = useFormatLocale();
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const { visitor, answer, countryPage } = loaderData;
  if (!answer) {
    return (
      <article className={styles.page}>
        <h1>{t('cheapFlights.title')}</h1>
        <p className={styles.notice}>{t('unavailable')}</p>
        <p>
          <Link to={localizePath('/vuelos-baratos', locale)}>{t('destination.allDestinations')}</Link>
        </p>
      </article>
    );
  }
  const { destination, fromOrigin, fromOtherOrigins, carriers } = answer.data;
  const city = destination.cityName;
  // Asked from the destination itself (?origin=CUN on Cancún's page): there is no flight to show.
  const sameCity =
    fromOrigin?.origin.cityName === destination.cityName &&
    fromOrigin.origin.countryCode === destination.countryCode;
  const originDates = fromOrigin?.dates ?? [];
  const everyDeal: FlightDeal[] = [...originDates, ...fromOtherOrigins];
  const cheapest = [...everyDeal].sort((a, b) => a.price.usd.amount - b.price.usd.amount)[0];
  const title = t('destination.title', { city });
  const description = cheapest
    ? t('destination.description', {
        city,
        code: destination.iataCode,
        origin: cheapest.origin.cityName,
        price: formatAmount(cheapest.price, formatLocale),
      })
    : t('destination.descriptionNoPrice', { city, code: destination.iataCode });
  const origin = fromOrigin?.origin ?? { iataCode: visitor.origin, cityName: visitor.origin };
  const siteUrl = (rootData?.siteUrl ?? '').replace(/\/+$/, '');
  return (
    <article className={styles.page}>
      <title>{t('site.documentTitle', { ns: 'common', title })}</title>
      <meta name="description" content={description} />
      {everyDeal.length > 0 && (
        <JsonLd
          data={{
            '@type': 'ItemList',
            name: title,
            itemListElement: everyDeal.map((deal, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              item: {
                '@type': 'Offer',
                name: `${deal.origin.cityName} – ${deal.destination.cityName}`,
                price: deal.price.amount,
                priceCurrency: deal.price.currency,
                url: `${siteUrl}${localizePath(buildDealResultsPath(deal), locale)}`,
                validFrom: deal.computedAt,
              },
            })),
          }}
        />
      )}
      <h1>{title}</h1>
      <section aria-labelledby="destination-about">
        <h2 id="destination-about">{t('destination.aboutTitle', { city })}</h2>
        <p>
          {t('destination.airport', {
            airport: destination.airportName,
            code: destination.iataCode,
            city,
            country: destination.countryName,
          })}
          {carriers.length > 0 &&
            ` ${t('destination.airlines', {
              city,
              airlines: listAirlines(
                carriers.map((carrier) => carrier.name),
                locale,
              ),
            })}`}
          {cheapest &&
            ` ${t('destination.cheapest', {
              price: formatAmount(cheapest.price, formatLocale),
              origin: cheapest.origin.cityName,
              date: formatIsoDate(cheapest.departureDate, formatLocale),
            })}`}
        </p>
        {countryPage && (
          <p>
            <Link to={localizePath(countryPage, locale)}>
              {t('destination.countryGuide', { country: destination.countryName })}
            </Link>
          </p>
        )}
      </section>
      <OriginForm visitor={visitor} origin={origin} destinationCode={destination.iataCode} />
      <section aria-labelledby="destination-from-origin">
        <h2 id="destination-from-origin">{t('destination.fromOriginTitle', { city: origin.cityName })}</h2>
        {!fromOrigin || sameCity ? (
          <p className={styles.notice}>{t('destination.sameCity', { city })}</p>
        ) : originDates.length === 0 ? (
          <p className={styles.notice}>{t('destination.noDates', { origin: origin.cityName, city })}</p>
        ) : (
          <DealList deals={originDates} title="dates" />
        )}
      </section>
      {fromOtherOrigins.length > 0 && (
        <section aria-labelledby="destination-from-others">
          <h2 id="destination-from-others">{t('destination.fromOthersTitle')}</h2>
          <DealList deals={fromOtherOrigins} title="origin" />
        </section>
      )}
      <PriceNote deals={everyDeal} />
      <p>
        <Link to={localizePath('/vuelos-baratos', locale)}>{t('destination.allDestinations')}</Link>
      </p>
    </article>
  );
}
