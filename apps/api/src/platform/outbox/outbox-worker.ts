import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { type MailRenderers, renderOutboxMessage } from './mail-renderers.ts';
import type { Mailer } from './mailer.port.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/** First retry after 30 s, doubling up to one hour; a mail is retried until it is delivered. */
export const OUTBOX_BASE_DELAY_MS = 30_000;
export const OUTBOX_MAX_DELAY_MS = 60 * 60 * 1000;
/** How long a claimed mail is reserved for the worker that claimed it. */
export const OUTBOX_LEASE_MS = 5 * 60 * 1000;

export function computeRetryDelayMs(attempts: number): number {
  return Math.min(OUTBOX_MAX_DELAY_MS, OUTBOX_BASE_DELAY_MS * 2 ** Math.max(0, attempts));
}

export interface OutboxWorkerDeps {
  outbox: OutboxRepository;
  mailer: Mailer;
  /** Renders the rows queued as a template (booking mails) before they are sent. */
  renderers?: MailRenderers;
  clock: Clock;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  batchSize?: number;
  pollIntervalMs?: number;
}

/**
 * Sends the outbox's due mails. Any number of API replicas run one; each claims its own rows.
 * A failed send is kept with its error and retried later with exponential backoff.
 */
export function createOutboxWorker(deps: OutboxWorkerDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const batchSize = deps.batchSize ?? 10;

  async function runOnce(): Promise<{ sent: number; failed: number }> {
    const now = deps.clock.now();
    const rows = await deps.outbox.claimDue(now, new Date(now.getTime() + OUTBOX_LEASE_MS), batchSize);
    let sent = 0;
    let failed = 0;
    for (const row of rows) {
      try {
        const message = await renderOutboxMessage(row.message, deps.renderers ?? {});
        const { messageId } = await deps.mailer.send({ ...message, to: row.recipient });
        await deps.outbox.markSent(row.id, messageId, deps.clock.now(), message);
        sent += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const next = new Date(deps.clock.now().getTime() + computeRetryDelayMs(row.attempts));
        await deps.outbox.markFailed(row.id, reason, next);
        deps.logger?.warn(
          { outboxId: row.id, attempts: row.attempts + 1, next },
          'mail not sent, will retry',
        );
        failed += 1;
      }
    }
    return { sent, failed };
  }

  /** A full batch means more are due: the next one is taken at once, not after the poll interval. */
  function schedule(delayMs = deps.pollIntervalMs ?? 5_000) {
    if (stopped) return;
    timer = setTimeout(() => {
      let full = false;
      running = runOnce()
        .then(({ sent, failed }) => {
          full = sent + failed >= batchSize;
        })
        .catch((error: unknown) => deps.logger?.error({ err: error }, 'outbox worker failed'))
        .finally(() => schedule(full ? 0 : undefined));
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
