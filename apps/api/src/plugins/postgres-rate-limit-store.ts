import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../platform/db/client.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes a route's store: its route, among the rate-limit options. */
type RouteScope = { routeInfo?: { method?: string; url?: string }; path?: string };

/** Rows of windows that ended a day ago are deleted every this many increments. */
const CLEANUP_EVERY = 1_000;
/** Clients an in-process counter remembers per route; the least recent are forgotten first. */
const PROCESS_COUNTER_CLIENTS = 50_000;

const PER_PROCESS = Symbol('counted per process');

/**
 * A route's limit counted by each API process on its own, not in PostgreSQL: for generous limits
 * on hot read routes, where a database write per request would cost more than the answer it
 * guards (a cached search answers several times faster than the upsert). With N replicas a
 * client gets up to N times the limit. See docs/decisions/005.
 */
export function perProcessRateLimit<T extends object>(limit: T): T {
  return { ...limit, [PER_PROCESS]: true };
}

/** Fixed windows in memory, with the shape and callbacks of the PostgreSQL store. */
class ProcessRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new LRUCache<string, { count: number; endsAt: number }>({
    max: PROCESS_COUNTER_CLIENTS,
  });

  incr(key: string, callback: Callback, timeWindow: number) {
    const now = Date.now();
    const open = this.windows.get(key);
    const window = open && open.endsAt > now ? open : { count: 0, endsAt: now + timeWindow };
    window.count += 1;
    this.windows.set(key, window);
    callback(null, { current: window.count, ttl: window.endsAt - now });
  }

  read(key: string, callback: Callback) {
    const now = Date.now();
    const open = this.windows.get(key);
    callback(
      null,
      open && open.endsAt > now ? { current: open.count, ttl: open.endsAt - now } : { current: 0, ttl: 0 },
    );
  }

  child(): FastifyRateLimitStore {
    return new ProcessRateLimitStore();
  }
}

/**
 * A @fastify/rate-limit store in PostgreSQL: the counters are shared by every API replica (the
 * default store counts per process, which a client could multiply by the number of replicas).
 * One upsert per limited request: a new window starts when the old one has ended.
 */
export function createPostgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  let increments = 0;

  async function increment(key: string, timeWindow: number) {
    const result = await db.execute(sql`
      insert into rate_limits (key, count, window_start) values (${key}, 1, now())
      on conflict (key) do update set
        count = case when rate_limits.window_start + ${timeWindow} * interval '1 millisecond' <= now()
                     then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start + ${timeWindow} * interval '1 millisecond' <= now()
                     then now() else rate_limits.window_start end
      returning count,
        greatest(0, extract(epoch from (window_start + ${timeWindow} * interval '1 millisecond' - now())) * 1000)
          as ttl`);
    const [row] = (result as unknown as { rows: { count: number; ttl: string | number }[] }).rows;
    increments += 1;
    if (increments % CLEANUP_EVERY === 0) {
      await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
    }
    return { current: Number(row?.count ?? 1), ttl: Math.ceil(Number(row?.ttl ?? timeWindow)) };
  }

  async function read(key: string, timeWindow: number) {
    const result = await db.execute(sql`
      select count, greatest(0, extract(epoch from (window_start + ${timeWindow} * interval '1 millisecond' - now())) * 1000) as ttl
      from rate_limits where key = ${key}`);
    const [row] = (result as unknown as { rows: { count: number; ttl: string | number }[] }).rows;
    const ttl = Math.ceil(Number(row?.ttl ?? 0));
    return row && ttl > 0 ? { current: Number(row.count), ttl } : { current: 0, ttl: 0 };
  }

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: object = {}) {
      // Each route counts on its own, as the default store does.
      const { routeInfo, path } = options as RouteScope;
      this.scope = `${routeInfo?.method ?? ''} ${routeInfo?.url ?? path ?? ''}`;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      increment(`${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number) {
      read(`${this.scope}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      if (PER_PROCESS in routeOptions) return new ProcessRateLimitStore();
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}
