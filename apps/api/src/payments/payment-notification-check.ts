import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Signed gateway notifications (decision 017), checked in one place. The gateway signs
 * `<unix seconds>.<raw body>` with HMAC-SHA256 under PAYMENT_NOTIFICATION_SECRET and sends
 * `Andariego-Signature: t=<seconds>,v1=<hex>`. A notification is accepted only when the MAC matches
 * in constant time and its timestamp is within the tolerance of our clock, so a captured one cannot be
 * replayed later; within the tolerance its id is stored and a repeat does nothing. Like a signed
 * return, a valid notification only says which order to look at: what is booked follows the
 * gateway's own record of the order.
 */
export const NOTIFICATION_SIGNATURE_HEADER = 'andariego-signature';
/** Five minutes each way: clocks drift, but a replay a day later is refused. */
export const NOTIFICATION_TOLERANCE_MS = 5 * 60_000;

export const PaymentNotificationSchema = z.object({
  /** The gateway's id of this notification: the same event re-sent keeps its id. */
  id: z.string().min(8).max(100),
  /** A hint only: the order's state is read back from the gateway. */
  type: z.enum(['payment.paid', 'payment.expired', 'payment.refused', 'payment.pending']),
  orderKey: z.string().min(1).max(100),
  occurredAt: z.string(),
});
export type PaymentNotification = z.infer<typeof PaymentNotificationSchema>;

function macOf(secret: string, timestamp: number, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
}

/** The header value the gateway sends with `rawBody` at `now`. */
export function signPaymentNotification(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${macOf(secret, timestamp, rawBody).toString('hex')}`;
}

export type NotificationVerdict =
  | { ok: true; notification: PaymentNotification }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed' };

/** Checks the signature header against the raw body (constant time), the timestamp, then the body's shape. */
export function verifyPaymentNotification(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): NotificationVerdict {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isSafeInteger(timestamp) || given.length !== 32) return { ok: false, reason: 'signature' };
  if (!timingSafeEqual(given, macOf(secret, timestamp, rawBody))) return { ok: false, reason: 'signature' };
  if (Math.abs(now.getTime() - timestamp * 1000) > NOTIFICATION_TOLERANCE_MS)
    return { ok: false, reason: 'stale' };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = PaymentNotificationSchema.safeParse(json);
  return parsed.success ? { ok: true, notification: parsed.data } : { ok: false, reason: 'malformed' };
}
