import { findCountryPicture } from '../features/gallery/country-illustrations';
import { HotelBookingFacts } from '../features/hotels/hotel-booking-facts';
import { HotelSearchPage } from '../features/hotels/hotel-search-page';
import { readHotelSearchRequest } from '../features/hotels/hotel-search-request';
import { PopularHotelCities } from '../features/hotels/popular-hotel-cities';
import {
  describePopularHotelCities,
  loadPopularHotelCities,
} from '../features/hotels/popular-hotel-cities.server';
import { getDefaultCurrency, getLocaleCurrency } from '../lib/currency-options';
import { getFormatLocale } from '../lib/format-locale';
import { REVALIDATED_PAGE_HEADERS } from '../lib/http-caching';
import { getLocalToday } from '../lib/local-today';
import { getRequestLocale } from '../lib/locale';
import { readVisitorCountry, readVisitorCurrency } from '../lib/visitor-country.server';
import type { Route } from './+types/hotel-search';

/** The same for everyone in the same state: kept by the browser, revalidated by ETag (decision 025). */
export const headers = () => REVALIDATED_PAGE_HEADERS;

/**
 * The form of the day, or a search sent back to be fixed (see readHotelSearchRequest); `unknown=1`:
 * the results page found no city for the destination. Below it the popular cities, priced in the
 * currency the form searches in (the one chosen, else the language's or the visitor's country's).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const unknown = params.get('unknown') === '1';
  const locale = getRequestLocale(request);
  const search = readHotelSearchRequest(
    params,
    getLocalToday(),
    unknown ? [{ field: 'destination', code: 'destination-unknown' }] : [],
    getLocaleCurrency(locale) ?? undefined,
  );
  const [visitorCountry, visitorCurrency] = await Promise.all([
    readVisitorCountry(request),
    readVisitorCurrency(request),
  ]);
  const currency = search.currencyChosen
    ? search.form.currencyCode
    : getDefaultCurrency(locale, visitorCurrency ? { currencyCode: visitorCurrency } : null);
  const popular = await loadPopularHotelCities(request, locale, currency);
  return {
    search,
    // Written here, prices and dates included; each country's shape is looked up here so the
    // manifest of every country's maps stays on the server.
    popular:
      popular &&
      describePopularHotelCities(
        popular,
        locale,
        getFormatLocale(locale, visitorCountry),
        findCountryPicture,
      ),
  };
}

export default function HotelSearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HotelSearchPage request={loaderData.search}>
      <PopularHotelCities popular={loaderData.popular} />
      <HotelBookingFacts />
    </HotelSearchPage>
  );
}
