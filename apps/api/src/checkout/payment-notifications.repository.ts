import { eq } from 'drizzle-orm';
import type { PaymentNotification } from '../payments/payment-notification-check.ts';
import type { Database } from '../platform/db/client.ts';
import { paymentNotifications } from '../platform/db/schema/payments.ts';

export type PaymentNotificationRow = typeof paymentNotifications.$inferSelect;

/** The gateway notifications received, by their id: what makes a replay a no-op. */
export function createPaymentNotificationsRepository(db: Database) {
  return {
    /** Stores a notification the first time; answers the stored row either way. */
    async record(notification: PaymentNotification, now: Date): Promise<PaymentNotificationRow> {
      await db
        .insert(paymentNotifications)
        .values({
          id: notification.id,
          orderKey: notification.orderKey,
          type: notification.type,
          receivedAt: now,
        })
        .onConflictDoNothing({ target: paymentNotifications.id });
      const [row] = await db
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.id, notification.id));
      if (!row) throw new Error('the notification was not stored');
      return row;
    },

    async markProcessed(id: string, outcome: string, now: Date): Promise<void> {
      await db
        .update(paymentNotifications)
        .set({ processedAt: now, outcome })
        .where(eq(paymentNotifications.id, id));
    },
  };
}
export type PaymentNotificationsRepository = ReturnType<typeof createPaymentNotificationsRepository>;
