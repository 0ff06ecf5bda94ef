import { getCountryName } from '../../lib/countries';
import { getRequestLocale } from '../../lib/locale';
import { notFound } from '../../lib/route-errors';
import { buildAirlineRoutes } from './airline-routes';
import { loadContentNode } from './content-api.server';
import { isSlug } from './content-catalog';
import { toAirlineView } from './content-view';

/** `/aerolineas/:airlineName`; `/aerolineas/jetblue`, a route of its own in the spec, loads this too. */
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
export type AirlinePageData = Awaited<ReturnType<typeof loadAirlinePage>>;
