import {
  cruiseFilterOptions,
  keepOfferedCruiseFilters,
  listSailings,
  readCruiseFilters,
  rewriteCruiseQuery,
} from '@travel/domain/cruises';
import { getLocalToday } from '../../lib/local-today';
import { getRequestLocale } from '../../lib/locale';
import { notFound } from '../../lib/route-errors';
import { listAllContentNodes, loadContentNode } from './content-api.server';
import { isSlug } from './content-catalog';
import { toCruiseSailingView } from './content-view';
import { redirectToListing } from './listing-redirect.server';

/**
 * /cruceros: sailings that have not left, filtered and sorted by the GET form (port, month, cruise
 * line, top price; by date or price), with the options the form offers. A URL with a filter that is
 * not applied (never offered, or spelt another way) is redirected to the filters as applied.
 */
export async function loadCruiseList(request: Request, today = getLocalToday()) {
  const locale = getRequestLocale(request);
  const url = new URL(request.url);
  const asked = readCruiseFilters(Object.fromEntries(url.searchParams));
  const sailings = (await listAllContentNodes(request, locale, 'cruise_sailing')).map((node) => {
    const sailing = toCruiseSailingView(node);
    return {
      id: sailing.id,
      title: sailing.title,
      summary: sailing.summary,
      path: sailing.path,
      ship: sailing.field_ship,
      nights: sailing.field_nights,
      cruiseLine: sailing.field_cruise_line,
      portCode: sailing.field_departure_port.code,
      portName: sailing.field_departure_port.name,
      departureDate: sailing.field_departure_date,
      priceFrom: sailing.field_price_from,
    };
  });
  const options = cruiseFilterOptions(sailings, today);
  const filters = keepOfferedCruiseFilters(asked, options);
  const query = rewriteCruiseQuery(url.searchParams, filters);
  if (query) throw redirectToListing(url.pathname, query);
  return { filters, options, sailings: listSailings(sailings, filters, today) };
}
export type CruiseCard = Awaited<ReturnType<typeof loadCruiseList>>['sailings'][number];

/** /cruceros/:sailing: one sailing; unknown ones are the 404 page (a past one still shows, marked). */
export async function loadCruiseSailing(request: Request, slug: string | undefined, today = getLocalToday()) {
  if (!isSlug(slug)) throw notFound();
  const locale = getRequestLocale(request);
  const node = await loadContentNode(request, locale, `/cruceros/${slug.toLowerCase()}`, ['cruise_sailing']);
  const sailing = toCruiseSailingView(node);
  return { sailing, sailed: sailing.field_departure_date < today };
}
