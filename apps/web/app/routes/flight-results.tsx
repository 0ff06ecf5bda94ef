import { validateSearchForm } from '@travel/domain/search';
import { redirect, useSubmit } from 'react-router';
import { ResultsPage } from '../features/results/results-page';
import {
  buildDayStrip,
  findCityName,
  isNewSearch,
  loadDayPrices,
  loadResultsData,
  streamsToScript,
} from '../features/results/results-page.server';
import { readFiltersFormQuery, readResultsView } from '../features/results/results-query';
import { readAgentId } from '../lib/agent-id';
import { getServerApiClient } from '../lib/api-client.server';
import { readRequestInfoData } from '../lib/attribution.server';
import { getLocalToday } from '../lib/local-today';
import { getRequestLocale, localizePath } from '../lib/locale';
import { notFound } from '../lib/route-errors';
import { getSearchKey } from '../lib/search-url';
import { buildSearchFixPath, parseResultsUrl } from '../lib/search-url.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/flight-results';

/**
 * A document first (entry.server, deferScripts): the offers, tabs and day strip paint before the
 * page's script loads (Lighthouse mobile 83 with blocking scripts). Its scripts and web font start
 * after that first paint (scriptsAfterPaint, decision 023): before them the page already works as a
 * document (Seleccionar, the tabs, the day strip, the sort and currency forms).
 */
export const handle = { deferScripts: true, scriptsAfterPaint: true } as const;

const parseUrl = (url: URL) => {
  const segments = url.pathname.split('/').filter(Boolean);
  const slug = segments[segments.length - 2];
  return segments[segments.length - 1] === 'results' ? parseResultsUrl(slug, url.searchParams) : null;
};

/**
 * `/bog-mia/results?…`: the search is in the URL. For the page's own script (client navigations) the
 * offers stream in, skeleton first; a whole document waits for them, so the offers and their
 * "Seleccionar" work before and without script.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = getRequestLocale(request);
  const form = parseResultsUrl(params.url, url.searchParams);
  if (!form?.origin || !form.destination || validateSearchForm(form, getLocalToday()).length > 0) {
    // A link kept from another day, or edited by hand: the search form says what to change.
    const fixPath = buildSearchFixPath(params.url, url.searchParams, locale);
    throw fixPath ? redirect(fixPath) : notFound();
  }
  // The filters' form sent without script: on to the address the page with script would have written.
  const formQuery = readFiltersFormQuery(url.searchParams, form.currencyCode);
  if (formQuery) throw redirect(`${url.pathname}?${formQuery.toString()}`);
  const view = readResultsView(url.searchParams);
  const api = getServerApiClient(request);
  const origin = form.origin.airportCode;
  const destination = form.destination.airportCode;
  // Asked together with the offers: the strip's prices and the count's city names.
  const extras = Promise.all([
    loadDayPrices(api, form),
    findCityName(api, origin, locale),
    findCityName(api, destination, locale),
  ]);
  const results = loadResultsData({
    api,
    form,
    view,
    agentId: readAgentId(request.headers.get('cookie')),
    infoData: readRequestInfoData(request),
    isNewSearch: isNewSearch(request, form, parseUrl),
  });
  return {
    changeSearchHref:
      buildSearchFixPath(params.url, url.searchParams, locale) ?? localizePath('/vuelos', locale),
    search: {
      from: form.origin.airportCode,
      to: form.destination.airportCode,
      tripType: form.tripType,
      departureDate: form.departureDate,
      returnDate: form.returnDate,
      travellers: form.passengers,
      currencyCode: form.currencyCode,
      searchKey: getSearchKey(form),
    },
    view,
    results: streamsToScript(request) ? results : await results,
    ...(await extras.then(([prices, fromCity, toCity]) => ({
      days: buildDayStrip(form, url.searchParams, prices),
      cities: { from: fromCity, to: toCity },
    }))),
  };
}

export default function FlightResultsPage({ loaderData }: Route.ComponentProps) {
  const submit = useSubmit();
  const locale = useLocale();
  const { search } = loaderData;
  return (
    <ResultsPage
      search={search}
      view={loaderData.view}
      days={loaderData.days}
      cities={loaderData.cities}
      results={loaderData.results}
      changeSearchHref={loaderData.changeSearchHref}
      onPriced={(offerId) => {
        // The traveller saw the price the supplier confirms now (a change was shown): the trip
        // summary's action opens the session with it and answers the summary page.
        submit(
          {
            intent: 'select',
            offerId,
            currencyCode: search.currencyCode,
            resultsUrl: `${window.location.pathname}${window.location.search}`,
            priceAccepted: '1',
          },
          { method: 'post', action: localizePath('/booking/summary', locale) },
        );
      }}
    />
  );
}
