import { useNavigate } from 'react-router';
import { useBookingDraftStore } from '../features/booking/booking-draft.store';
import { ResultsPage } from '../features/results/results-page';
import { buildDayLinks, isNewSearch, loadResultsData } from '../features/results/results-page.server';
import { readResultsView } from '../features/results/results-query';
import { readAgentId } from '../lib/agent-id';
import { getServerApiClient } from '../lib/api-client.server';
import { localizePath } from '../lib/locale';
import { notFound } from '../lib/route-errors';
import { getSearchKey } from '../lib/search-url';
import { parseResultsUrl } from '../lib/search-url.server';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/flight-results';

const parseUrl = (url: URL) => {
  const segments = url.pathname.split('/').filter(Boolean);
  const slug = segments[segments.length - 2];
  return segments[segments.length - 1] === 'results' ? parseResultsUrl(slug, url.searchParams) : null;
};

/** `/bog-mia/results?…`: the search is in the URL; the offers stream in (skeleton first). */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const form = parseResultsUrl(params.url, url.searchParams);
  if (!form?.origin || !form.destination) throw notFound();
  const view = readResultsView(url.searchParams);
  return {
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
    days: buildDayLinks(form, url.searchParams),
    results: loadResultsData({
      api: getServerApiClient(),
      form,
      view,
      agentId: readAgentId(request.headers.get('cookie')),
      isNewSearch: isNewSearch(request, form, parseUrl),
    }),
  };
}

export default function FlightResultsPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  const { search } = loaderData;
  return (
    <ResultsPage
      search={search}
      view={loaderData.view}
      days={loaderData.days}
      results={loaderData.results}
      onPriced={(offerId, pricing, searchRequestId) => {
        useBookingDraftStore.getState().saveDraft({
          offerId,
          pricing,
          pricedAt: Date.now(),
          search: {
            resultsUrl: `${window.location.pathname}${window.location.search}`,
            tripType: search.tripType,
            travellers: search.travellers,
            currencyCode: search.currencyCode,
            searchRequestId,
          },
        });
        navigate(`${localizePath('/booking/summary', locale)}?offerId=${encodeURIComponent(offerId)}`);
      }}
    />
  );
}
