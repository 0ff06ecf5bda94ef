import { isDealDueForRefresh, isDealFresh } from '@travel/domain/deals';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../platform/clock.ts';

export type DealRoute = { origin: string; destination: string };

/** A route's priced dates and when the supplier priced them. */
export type RouteFares<F> = { route: DealRoute; fares: F[]; computedAt: Date };

type Entry<F> = RouteFares<F> & { lastAskedAt: Date };

export interface DealFaresCacheOptions<F> {
  /** Prices a route at the supplier: the expensive call this cache exists to make rarely. */
  compute(route: DealRoute): Promise<F[]>;
  clock: Clock;
  /** How long priced dates are served; never past the UTC day they were priced on. */
  ttlMs: number;
  /** A route nobody asked for in this long is no longer refreshed, and is forgotten. */
  askedWithinMs: number;
  /** How often `refreshDue` runs: routes that would go stale before the next run are priced now. */
  refreshEveryMs: number;
  /** Routes kept at most (least recently used go first). */
  maxRoutes: number;
}

/**
 * Priced dates per route, kept in this process (see README: every replica computes the same answer
 * from the supplier, so nothing here is state another replica needs). A route is computed once:
 * concurrent askers share the computation in flight, and a failure is never kept.
 */
export function createDealFaresCache<F>(options: DealFaresCacheOptions<F>) {
  const entries = new LRUCache<string, Entry<F>>({ max: options.maxRoutes });
  const inFlight = new Map<string, Promise<RouteFares<F>>>();
  const keyOf = (route: DealRoute) => `${route.origin}-${route.destination}`;

  function compute(route: DealRoute): Promise<RouteFares<F>> {
    const key = keyOf(route);
    const pending = inFlight.get(key);
    if (pending) return pending;
    const started = options
      .compute(route)
      .then((fares) => {
        const entry: Entry<F> = {
          route,
          fares,
          computedAt: options.clock.now(),
          lastAskedAt: entries.peek(key)?.lastAskedAt ?? options.clock.now(),
        };
        entries.set(key, entry);
        return entry;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  return {
    /** The route's fares: kept ones while fresh, else computed now (once for every concurrent asker). */
    async get(route: DealRoute): Promise<RouteFares<F>> {
      const now = options.clock.now();
      const entry = entries.get(keyOf(route));
      if (entry) entry.lastAskedAt = now;
      if (entry && isDealFresh(entry.computedAt, now, options.ttlMs)) return entry;
      const computed = await compute(route);
      const kept = entries.peek(keyOf(route));
      if (kept) kept.lastAskedAt = now;
      return computed;
    },

    /**
     * The scheduled refresh: prices again, one after the other, the routes asked for recently that are
     * stale or would be before the next run, and forgets the routes nobody asks for any more.
     */
    async refreshDue(onError?: (route: DealRoute, error: unknown) => void): Promise<number> {
      const now = options.clock.now();
      let refreshed = 0;
      for (const [key, entry] of [...entries.entries()]) {
        if (now.getTime() - entry.lastAskedAt.getTime() > options.askedWithinMs) {
          entries.delete(key);
          continue;
        }
        const due = isDealDueForRefresh({
          computedAt: entry.computedAt,
          lastAskedAt: entry.lastAskedAt,
          now,
          ttlMs: options.ttlMs,
          askedWithinMs: options.askedWithinMs,
          nextRefreshInMs: options.refreshEveryMs,
        });
        if (!due) continue;
        try {
          await compute(entry.route);
          refreshed += 1;
        } catch (error) {
          onError?.(entry.route, error);
        }
      }
      return refreshed;
    },

    get size() {
      return entries.size;
    },
  };
}
export type DealFaresCache<F> = ReturnType<typeof createDealFaresCache<F>>;
