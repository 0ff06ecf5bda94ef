import type { FastifyBaseLogger } from 'fastify';
import type { LocalPaymentsService } from './local-payments.service.ts';

/** How often every replica sweeps overdue local payments (reads reconcile too, so a minute is plenty). */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/**
 * Marks awaited payments past their deadline expired (or booked, if the gateway says they were paid)
 * on a timer, from listen to close. Replicas may sweep together: every move is a conditional UPDATE.
 */
export function createLocalPaymentExpiryWorker(deps: {
  local: Pick<LocalPaymentsService, 'sweep'>;
  logger: FastifyBaseLogger;
  intervalMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = deps.local
      .sweep()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'payment expiry sweep failed'));
  };
  return {
    start() {
      timer = setInterval(tick, deps.intervalMs ?? EXPIRY_SWEEP_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
