import { addDays, format } from 'date-fns';

/** Airports travellers from the region fly to most: the other end of an airline page's route links. */
const POPULAR_AIRPORTS = ['MEX', 'BOG', 'LIM', 'SCL', 'GRU', 'EZE', 'PTY', 'MIA', 'CUN', 'MAD'] as const;

export type AirlineRoute = { from: string; to: string; path: string };

/**
 * Search links for an airline page: from each of its bases to its other bases and the region's most
 * travelled airports, one way a month ahead, filtered to that airline, at most `limit`.
 */
export function buildAirlineRoutes(
  iata: string,
  hubs: readonly string[],
  today: Date,
  limit = 8,
): AirlineRoute[] {
  const departure = format(addDays(today, 30), 'yyyy-MM-dd');
  const routes: AirlineRoute[] = [];
  for (const from of hubs) {
    for (const to of [...hubs, ...POPULAR_AIRPORTS]) {
      if (to === from || routes.some((route) => route.from === from && route.to === to)) continue;
      const query = new URLSearchParams({ tripType: '1', dep: departure, adults: '1', airline: iata });
      routes.push({ from, to, path: `/${from.toLowerCase()}-${to.toLowerCase()}/results?${query}` });
      if (routes.length === limit) return routes;
    }
  }
  return routes;
}
