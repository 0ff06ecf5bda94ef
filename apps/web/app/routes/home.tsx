import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadHomeDestinations } from '../features/deals/home-destinations.server';
import { type DestinationPicture, PopularDestinations } from '../features/deals/popular-destinations';
import { findCountryIllustrations } from '../features/gallery/country-illustrations';
import { TrustStrip } from '../features/home/trust-strip';
import { readHotelSearchRequest } from '../features/hotels/hotel-search-request';
import { FlightSearchPage } from '../features/search-form/flight-search-page';
import { getSearchDefaults } from '../features/search-form/search-defaults.server';
import { getLocaleCurrency } from '../lib/currency-options';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { getLocalToday } from '../lib/local-today';
import { getRequestLocale, localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
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
 * The popular destinations come from the deals API (cached there), within a short time budget.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const hotels = params.get('buscar') === 'hoteles';
  const locale = getRequestLocale(request);
  const destinations = await loadHomeDestinations(request, locale);
  return {
    defaults: getSearchDefaults(locale),
    hotelSearch: hotels
      ? readHotelSearchRequest(params, getLocalToday(), [], getLocaleCurrency(locale) ?? undefined)
      : null,
    destinations,
    // Each destination's country shape (the offline illustrations), looked up here so the manifest
    // of every country's maps stays on the server.
    pictures: Object.fromEntries(
      (destinations?.deals ?? []).flatMap(({ destination }) => {
        const map = findCountryIllustrations(destination.countryCode)?.map;
        return map ? [[destination.countryCode, { src: map.src, width: map.width, height: map.height }]] : [];
      }),
    ) as Record<string, DestinationPicture>,
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
      <PopularDestinations
        destinations={loaderData.destinations}
        illustrationOf={(countryCode) => loaderData.pictures[countryCode] ?? null}
      />
      <TrustStrip />
    </FlightSearchPage>
  );
}
