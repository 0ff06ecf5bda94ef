import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_DEALS_CACHE, type DealsService } from './deals.service.ts';

/**
 * Keeps the deals that visitors ask for priced: every `intervalMs` it prices again the routes asked for
 * in the last day that are stale or about to be. Started when the API listens, stopped when it closes.
 */
export function createDealsRefreshWorker(deps: {
  deals: Pick<DealsService, 'refreshDue'>;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = deps.deals
        .refreshDue((route, error) =>
          deps.logger?.warn({ err: error, route }, 'deal refresh failed; the next request prices it'),
        )
        .then((count) => {
          if (count > 0) deps.logger?.info({ routes: count }, 'deals refreshed');
        })
        .catch((error: unknown) => deps.logger?.warn({ err: error }, 'deals refresh failed'))
        .finally(schedule);
    }, deps.intervalMs ?? DEFAULT_DEALS_CACHE.refreshEveryMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    /** Stops the timer and waits for a refresh under way. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
