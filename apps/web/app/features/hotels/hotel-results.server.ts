import { AirportSearchResponseSchema } from '@travel/contract/airports';
import { type HotelSearchResponse, HotelSearchResponseSchema } from '@travel/contract/hotels';
import { redirect } from 'react-router';
import { type ApiClient, isApiError } from '../../lib/api-client';
import { getLocalToday } from '../../lib/local-today';
import { getRequestLocale, type Locale, type LocalizedText, localizePath } from '../../lib/locale';
import {
  HOTELS_PER_PAGE,
  type HotelResultsView,
  readHotelResultsView,
  rewriteViewQuery,
  toHotelFilters,
  withoutView,
  writeHotelResultsView,
} from './hotel-results-view';
import {
  createHotelSearchForm,
  formatDestination,
  type HotelSearchForm,
  readDestinationCode,
  readHotelSearchForm,
  toHotelSearchParams,
  validateHotelSearchForm,
} from './hotel-search';

export type HotelResultsData =
  | {
      status: 'ok';
      answer: HotelSearchResponse;
      view: HotelResultsView;
      form: HotelSearchForm;
      /** The search's own query (no filter, sort or page): what the filter form and the links keep. */
      searchQuery: string;
    }
  | { status: 'failed'; form: HotelSearchForm; titles: LocalizedText | null };

/** The city a typed destination names: the first city the city search finds for it. */
export async function findDestinationCity(api: ApiClient, text: string, locale: Locale) {
  const { data } = await api.get('/search/airports', {
    query: { term: text.trim(), lang: locale },
    schema: AirportSearchResponseSchema,
  });
  return data[0] ?? null;
}

/** The hotel API's search body for a checked form and view. */
export function toHotelSearchBody(
  form: HotelSearchForm,
  cityCode: string,
  view: HotelResultsView,
  locale: Locale,
) {
  return {
    cityCode,
    checkInDate: form.startDate,
    checkOutDate: form.endDate,
    rooms: form.rooms.map((room) => ({
      adults: room.adults,
      childAges: room.childAges.filter((age): age is number => age !== null),
    })),
    currencyCode: form.currencyCode,
    locale,
    filters: toHotelFilters(view),
    sort: view.sort,
    offset: (view.page - 1) * HOTELS_PER_PAGE + 1,
    pageSize: HOTELS_PER_PAGE,
  };
}

/**
 * /hoteles/result?destination&startDate&endDate&adults&children&agesN&currency (+ filters, sort,
 * page): the search is the URL. A search that does not hold goes back to the form with its problems;
 * a destination typed without choosing a suggestion is resolved here and the URL rewritten with the
 * city, so the address shared is the one that was searched; so is a filter, sort or page that is not
 * applied (one the page never offers).
 */
export async function loadHotelResults(request: Request, api: ApiClient): Promise<HotelResultsData> {
  const url = new URL(request.url);
  const locale = getRequestLocale(request);
  const searchPage = localizePath('/hoteles', locale);
  const form = readHotelSearchForm(url.searchParams, createHotelSearchForm(getLocalToday()));
  if (validateHotelSearchForm(form, getLocalToday()).length > 0 || !url.searchParams.has('destination')) {
    throw redirect(`${searchPage}?${withoutView(url.searchParams).toString()}`);
  }
  const view = readHotelResultsView(url.searchParams);
  const cityCode = readDestinationCode(form.destination);
  if (!cityCode) {
    let city: Awaited<ReturnType<typeof findDestinationCity>>;
    try {
      city = await findDestinationCity(api, form.destination, locale);
    } catch (error) {
      // The city search is down: the error state, not "unknown city".
      if (!isApiError(error)) throw error;
      return { status: 'failed', form, titles: error.titles };
    }
    const query = toHotelSearchParams(form);
    if (!city) {
      query.set('unknown', '1');
      throw redirect(`${searchPage}?${query.toString()}`);
    }
    query.set('destination', formatDestination(city));
    throw redirect(`${url.pathname}?${writeHotelResultsView(view, query).toString()}`);
  }
  // After the city's redirect, which writes the view as read already: one redirect, not two.
  const viewQuery = rewriteViewQuery(url.searchParams, view);
  if (viewQuery) throw redirect(`${url.pathname}?${viewQuery.toString()}`);
  try {
    const answer = await api.post('/hotels/search', {
      json: toHotelSearchBody(form, cityCode, view, locale),
      schema: HotelSearchResponseSchema,
    });
    // A page past the last (an old link, a hand-edited URL): the last page, under its own address.
    if (view.page > 1 && view.page > answer.meta.pages) {
      const last = { ...view, page: Math.max(1, answer.meta.pages) };
      throw redirect(`${url.pathname}?${writeHotelResultsView(last, toHotelSearchParams(form)).toString()}`);
    }
    return { status: 'ok', answer, view, form, searchQuery: toHotelSearchParams(form).toString() };
  } catch (error) {
    if (!isApiError(error)) throw error;
    // A city code the hotel API does not know (a hand-edited URL): the form says so.
    if (error.code === 'VALIDATION_FAILED' && error.fieldErrors.some((field) => field.path === 'cityCode')) {
      const query = toHotelSearchParams(form);
      query.set('unknown', '1');
      throw redirect(`${searchPage}?${query.toString()}`);
    }
    return { status: 'failed', form, titles: error.titles };
  }
}
