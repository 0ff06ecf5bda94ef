// The distinct round trips the search benches ask for: every one a search not asked before in the run.

/** 'yyyy-MM-dd', `days` from today (UTC). */
export function isoDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Busy routes of the region; each distinct search takes the next (route, departure, stay). */
export const DISTINCT_ROUTES = [
  ['BOG', 'MIA'],
  ['LIM', 'SCL'],
  ['MEX', 'CUN'],
  ['GRU', 'EZE'],
  ['BOG', 'MDE'],
  ['LIM', 'CUZ'],
  ['SCL', 'EZE'],
  ['MEX', 'BOG'],
  ['PTY', 'MAD'],
  ['GRU', 'LIM'],
  ['CTG', 'BOG'],
  ['MIA', 'LIM'],
  ['UIO', 'GYE'],
  ['SJO', 'PTY'],
  ['GDL', 'TIJ'],
  ['EZE', 'MAD'],
  ['BOG', 'CLO'],
  ['SCL', 'PMC'],
  ['MEX', 'LAX'],
  ['GIG', 'SSA'],
  ['CUN', 'JFK'],
  ['LIM', 'BOG'],
  ['MVD', 'EZE'],
  ['ASU', 'GRU'],
] as const;
const DEPARTURE_DAYS = 300; // departures 7 to 306 days ahead
const STAYS = 20; // returns 2 to 21 days later

export type RoundTripLegs = Array<{ from: string; to: string; departureDate: string }>;

/** A generator of legs: the n-th call gives the n-th distinct round trip (24 routes × 300 days × 20 stays). */
export function distinctSearches(): () => RoundTripLegs {
  let n = 0;
  return () => {
    const [from, to] = DISTINCT_ROUTES[n % DISTINCT_ROUTES.length] ?? DISTINCT_ROUTES[0];
    const departure = 7 + (Math.floor(n / DISTINCT_ROUTES.length) % DEPARTURE_DAYS);
    const stay = 2 + (Math.floor(n / (DISTINCT_ROUTES.length * DEPARTURE_DAYS)) % STAYS);
    n += 1;
    return [
      { from, to, departureDate: isoDate(departure) },
      { from: to, to: from, departureDate: isoDate(departure + stay) },
    ];
  };
}
