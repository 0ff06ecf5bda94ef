import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { describeHomeDestinations, loadHomeDestinations } from '../features/deals/home-destinations.server';
import { PopularDestinations } from '../features/deals/popular-destinations';
import { findCountryPicture } from '../features/gallery/country-illustrations';
import { TrustStrip } from '../features/home/trust-strip';
import { readHotelSearchRequest } from '../features/hotels/hotel-search-request';
import { FlightSearchPage } from '../features/search-form/flight-search-page';
import { readFlightSearchRequest } from '../features/search-form/flight-search-request.server';
import { getSearchDefaults } from '../features/search-form/search-defaults.server';
import { getServerApiClient } from '../lib/api-client.server';
import { getLocaleCurrency } from '../lib/currency-options';
import { getFormatLocale } from '../lib/format-locale';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { getLocalToday } from '../lib/local-today';
import { getRequestLocale, localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
import { readVisitorCountry } from '../lib/visitor-country.server';
import { SearchTabs } from '../ui/search-tabs';
import type { Route } from './+types/home';

// The Hoteles tab's form loads with that tab only: the flight tab, the usual landing, ships none of it.
const HotelSearchForm = lazy(() =>
  import('../features/hotels/hotel-search-form').then((module) => ({ default: module.HotelSearchForm })),
);

/**
 * A document first (entry.server, deferScripts): the search form is server-rendered and takes typing
 * before its scripts arrive (e2e/typing-at-first-paint.spec.ts), so the page paints without waiting
 * for them. They all start together right after that paint (scriptsAfterPaint), so the form's widgets
 * arrive while the visitor is still typing rather than an import level at a time (decision 023).
 */
export const handle = { deferScripts: true, scriptsAfterPaint: true } as const;

/** The same for everyone in the same state: kept by the browser, revalidated by ETag (decision 025). */
export const headers = () => REVALIDATED_PAGE_HEADERS;

/**
 * `?buscar=hoteles` opens the Hoteles tab: an address, so it works without script and can be shared.
 * A flight search sent here (the form without script) goes on to its results, or comes back to the
 * form with its problems. The popular destinations come from the deals API (cached there), within a
 * short time budget.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const hotels = params.get('buscar') === 'hoteles';
  const locale = getRequestLocale(request);
  const defaults = getSearchDefaults(locale);
  const flightSearch = hotels
    ? null
    : await readFlightSearchRequest(params, {
        api: getServerApiClient(request),
        locale,
        defaults,
        today: getLocalToday(),
      });
  if (flightSearch?.status === 'search') throw redirect(flightSearch.path);
  const [destinations, visitorCountry] = await Promise.all([
    loadHomeDestinations(request, locale),
    // The root loader's answer for this request (kept per request): prices are written as it writes them.
    readVisitorCountry(request),
  ]);
  return {
    defaults,
    sentSearch: flightSearch?.status === 'fix' ? flightSearch.sent : null,
    hotelSearch: hotels
      ? readHotelSearchRequest(params, getLocalToday(), [], getLocaleCurrency(locale) ?? undefined)
      : null,
    // Written here, prices and dates included, so the page's JavaScript formats none of them; each
    // destination's country shape (the offline illustrations) is looked up here so the manifest of
    // every country's maps stays on the server.
    destinations:
      destinations &&
      describeHomeDestinations(
        destinations,
        locale,
        getFormatLocale(locale, visitorCountry),
        findCountryPicture,
      ),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const home = localizePath('/', locale);
  const { hotelSearch } = loaderData;
  const tabs = (
    <SearchTabs
      label={t('tabs.label')}
      current={hotelSearch ? 'hotels' : 'flights'}
      tabs={[
        { id: 'flights', label: t('tabs.flights'), to: home },
        { id: 'hotels', label: t('tabs.hotels'), to: `${home}?buscar=hoteles` },
      ]}
    />
  );
  return (
    <FlightSearchPage
      page="home"
      defaults={loaderData.defaults}
      sentSearch={loaderData.sentSearch}
      tabs={tabs}
      form={
        hotelSearch ? (
          <Suspense fallback={null}>
            <HotelSearchForm
              initial={hotelSearch.form}
              initialErrors={hotelSearch.errors}
              currencyChosen={hotelSearch.currencyChosen}
            />
          </Suspense>
        ) : undefined
      }
    >
      <PopularDestinations destinations={loaderData.destinations} />
      <TrustStrip />
    </FlightSearchPage>
  );
}
