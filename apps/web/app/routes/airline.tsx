import { AirlineFacts, AirlineRouteLinks } from '../features/content/airline-facts';
import { buildAirlineRoutes } from '../features/content/airline-routes';
import { loadContentNode } from '../features/content/content-api.server';
import { CONTENT_CACHE_HEADERS, ContentArticle } from '../features/content/content-article';
import { isSlug } from '../features/content/content-catalog';
import { toAirlineView } from '../features/content/content-view';
import { JsonLd } from '../features/content/json-ld';
import { useContentTranslation } from '../features/content/use-content-translation';
import { getCountryName } from '../lib/countries';
import { getRequestLocale } from '../lib/locale';
import { notFound } from '../lib/route-errors';
import type { Route } from './+types/airline';

/** `/aerolineas/:airlineName`; `/aerolineas/jetblue`, a route of its own in the spec, renders this too. */
export async function loadAirlinePage(request: Request, slug: string | undefined) {
  if (!isSlug(slug)) throw notFound();
  const locale = getRequestLocale(request);
  const airline = toAirlineView(
    await loadContentNode(request, locale, `/aerolineas/${slug.toLowerCase()}`, ['airlines_landing']),
  );
  return {
    airline,
    countryName: getCountryName(airline.field_country, locale),
    routes: buildAirlineRoutes(airline.field_iata, airline.field_hubs, new Date()),
  };
}

export function loader({ request, params }: Route.LoaderArgs) {
  return loadAirlinePage(request, params.airlineName);
}

export const headers = () => CONTENT_CACHE_HEADERS;

export function AirlinePageView({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadAirlinePage>> }) {
  const { t } = useContentTranslation();
  const { airline, countryName, routes } = loaderData;
  return (
    <ContentArticle
      view={airline}
      trail={[{ label: t('sections.aerolineas'), path: '/aerolineas' }]}
      aside={<AirlineFacts airline={airline} countryName={countryName} />}
    >
      <AirlineRouteLinks routes={routes} />
      <JsonLd
        data={{
          '@type': 'Airline',
          name: airline.title,
          iataCode: airline.field_iata,
          description: airline.summary,
          ...(airline.field_website ? { url: airline.field_website } : {}),
        }}
      />
    </ContentArticle>
  );
}

export default function AirlinePage({ loaderData }: Route.ComponentProps) {
  return <AirlinePageView loaderData={loaderData} />;
}
