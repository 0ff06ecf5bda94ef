import {
  filterTours,
  keepOfferedTourFilters,
  readTourFilters,
  rewriteTourQuery,
  upcomingDepartures,
} from '@travel/domain/tours';
import { getLocalToday } from '../../lib/local-today';
import { getRequestLocale } from '../../lib/locale';
import { notFound } from '../../lib/route-errors';
import { listAllContentNodes, loadContentNode } from './content-api.server';
import { isSlug } from './content-catalog';
import { type TourPackageView, toTourDestinationView, toTourPackageView } from './content-view';
import { redirectToListing } from './listing-redirect.server';

/** What a package card shows: enough to choose, the rest is on its page. */
function toTourCard(tour: TourPackageView, today: string) {
  const next = upcomingDepartures(tour.field_departures, today)[0];
  return {
    id: tour.id,
    title: tour.title,
    summary: tour.summary,
    path: tour.path,
    destination: tour.field_destination,
    days: tour.field_days,
    priceFrom: tour.field_price_from,
    nextDeparture: next?.date ?? null,
  };
}
export type TourCard = ReturnType<typeof toTourCard>;

/**
 * /turs: every destination with its packages, filtered by the GET form's destination, duration and
 * top price (`@travel/domain/tours`); destinations left without a package are not shown. A URL with a
 * filter that is not applied (never offered, or spelt another way) is redirected to the filters as
 * applied.
 */
export async function loadToursIndex(request: Request, today = getLocalToday()) {
  const locale = getRequestLocale(request);
  const url = new URL(request.url);
  const asked = readTourFilters(Object.fromEntries(url.searchParams));
  const [destinationNodes, packageNodes] = await Promise.all([
    listAllContentNodes(request, locale, 'tour_destination', { sort: 'title' }),
    listAllContentNodes(request, locale, 'tour_package', { sort: 'title' }),
  ]);
  const destinations = destinationNodes.map(toTourDestinationView);
  const slugs = destinations.map(({ path }) => path.split('/').pop() ?? '');
  const filters = keepOfferedTourFilters(asked, slugs);
  const query = rewriteTourQuery(url.searchParams, filters);
  if (query) throw redirectToListing(url.pathname, query);
  const tours = filterTours(
    packageNodes.map((node) => toTourCard(toTourPackageView(node), today)),
    filters,
  );
  return {
    filters,
    destinations: destinations.map(({ title }, index) => ({ slug: slugs[index] ?? '', title })),
    groups: destinations
      .map((destination) => ({
        id: destination.id,
        title: destination.title,
        summary: destination.summary,
        path: destination.path,
        tours: tours.filter((tour) => `/turs/${tour.destination}` === destination.path),
      }))
      .filter((group) => group.tours.length > 0),
    total: tours.length,
  };
}

/** /turs/:country: the destination's introduction and its packages. Unknown ones are the 404 page. */
export async function loadTourDestination(
  request: Request,
  slug: string | undefined,
  today = getLocalToday(),
) {
  if (!isSlug(slug)) throw notFound();
  const locale = getRequestLocale(request);
  const node = await loadContentNode(request, locale, `/turs/${slug.toLowerCase()}`, ['tour_destination']);
  const destination = toTourDestinationView(node);
  const packages = await listAllContentNodes(request, locale, 'tour_package', {
    'filter[field_destination]': destination.path.split('/').pop() ?? '',
    sort: 'title',
  });
  return {
    destination,
    tours: packages.map((tour) => toTourCard(toTourPackageView(tour), today)),
  };
}

/**
 * /turs/:country/:package: the package, its departures still ahead, and its destination (for the
 * trail, the country's map and the flight search). Unknown ones are the 404 page.
 */
export async function loadTourPackage(
  request: Request,
  country: string | undefined,
  slug: string | undefined,
  today = getLocalToday(),
) {
  if (!isSlug(country) || !isSlug(slug)) throw notFound();
  const locale = getRequestLocale(request);
  const base = `/turs/${country.toLowerCase()}`;
  const [tourNode, destinationNode] = await Promise.all([
    loadContentNode(request, locale, `${base}/${slug.toLowerCase()}`, ['tour_package']),
    loadContentNode(request, locale, base, ['tour_destination']),
  ]);
  const tour = toTourPackageView(tourNode);
  return {
    tour,
    departures: upcomingDepartures(tour.field_departures, today),
    destination: toTourDestinationView(destinationNode),
  };
}
