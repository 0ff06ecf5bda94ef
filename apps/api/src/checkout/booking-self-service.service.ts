import { and, count, eq, gt, like } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/client.ts';
import { bookings } from '../platform/db/schema/bookings.ts';
import { outbox } from '../platform/db/schema/outbox.ts';
import type { Ids } from '../platform/ids.ts';
import { createOutboxRepository } from '../platform/outbox/outbox.repository.ts';
import type { BookingsService } from './bookings.service.ts';

/** How many times a traveller may have the confirmation sent again per booking and window. */
export const RESEND_LIMIT = 3;
export const RESEND_WINDOW_MS = 60 * 60 * 1000;
export const RESEND_KIND = 'booking-confirmation-resend';

export interface BookingSelfServiceDeps {
  db: Database;
  bookings: Pick<BookingsService, 'findOwnedWithLine'>;
  clock: Clock;
  ids: Ids;
  webOrigin: string;
}

/**
 * My Journey's self-service for the booking's owner (reference and e-mail, as the lookup checks):
 * the confirmation e-mail again, always to the booking's own address and through the outbox.
 */
export function createBookingSelfService(deps: BookingSelfServiceDeps) {
  return {
    /**
     * Queues the confirmation again for the booking's e-mail (never a typed one), at most
     * RESEND_LIMIT times an hour per booking. The booking row is locked while counting, so
     * concurrent presses cannot pass the limit together.
     */
    async resendConfirmation(referenceId: string, email: string): Promise<{ remaining: number }> {
      const { booking, line, renderConfirmation } = await deps.bookings.findOwnedWithLine(referenceId, email);
      // Only an issued booking has a confirmation to send; the others get theirs when it is issued.
      if (booking.status !== 'ordered') throw new AppError('BOOKING_NOT_CONFIRMED');
      const message = await renderConfirmation(booking, line, {
        webOrigin: deps.webOrigin,
        now: deps.clock.now(),
      });
      return deps.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const now = deps.clock.now();
        await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
        const prefix = `${RESEND_KIND}:${booking.id}:`;
        const [recent] = await db
          .select({ sent: count() })
          .from(outbox)
          .where(
            and(
              eq(outbox.kind, RESEND_KIND),
              like(outbox.dedupeKey, `${prefix}%`),
              gt(outbox.createdAt, new Date(now.getTime() - RESEND_WINDOW_MS)),
            ),
          );
        const sent = Number(recent?.sent ?? 0);
        if (sent >= RESEND_LIMIT) throw new AppError('BOOKING_RESEND_LIMITED');
        await createOutboxRepository(db).enqueue({
          kind: RESEND_KIND,
          dedupeKey: `${prefix}${deps.ids.uuid()}`,
          recipient: booking.contact.email,
          locale: booking.locale,
          message,
          nextAttemptAt: now,
          createdAt: now,
        });
        return { remaining: RESEND_LIMIT - sent - 1 };
      });
    },
  };
}
export type BookingSelfService = ReturnType<typeof createBookingSelfService>;
