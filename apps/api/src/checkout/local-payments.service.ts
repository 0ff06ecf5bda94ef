import type { LocalPaymentStatus } from '@travel/contract/payment';
import { isPaymentOverdue } from '@travel/domain/payment-methods';
import { AppError } from '../errors.ts';
import type { LocalPaymentGateway } from '../payments/local-payment.port.ts';
import type { PaymentGateway } from '../payments/payment-gateway.port.ts';
import { verifyPaymentNotification } from '../payments/payment-notification-check.ts';
import type { PaymentReturnCheck } from '../payments/payment-return-check.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/client.ts';
import type { MailMessage } from '../platform/outbox/mailer.port.ts';
import { createOutboxRepository } from '../platform/outbox/outbox.repository.ts';
import type { BookingSessionRepository } from './booking-session.repository.ts';
import { readSession } from './booking-session.service.ts';
import type { BookingsService } from './bookings.service.ts';
import { renderLocalPaymentAwaiting, renderLocalPaymentExpired } from './local-payment.mail.ts';
import type { PaymentAttemptRow, PaymentAttemptsRepository } from './payment-attempts.repository.ts';
import type { PaymentNotificationsRepository } from './payment-notifications.repository.ts';

export interface LocalPaymentsServiceDeps {
  db: Database;
  payments: PaymentAttemptsRepository;
  notifications: PaymentNotificationsRepository;
  sessions: BookingSessionRepository;
  bookings: Pick<BookingsService, 'findByCartId' | 'recordPaid' | 'settle'>;
  /** The gateway's own record of an order (status, amount, currency): the only word that books. */
  returns: Pick<PaymentReturnCheck, 'confirmAuthorised'>;
  gateway: Pick<PaymentGateway, 'voidAuthorisation' | 'getOrder'>;
  localGateway: LocalPaymentGateway;
  /** PAYMENT_NOTIFICATION_SECRET. */
  notificationSecret: string;
  clock: Clock;
  webOrigin: string;
}

/** What reconciling a payment with the gateway did. */
export type ReconcileOutcome =
  | 'booked'
  | 'already-booked'
  | 'refunded'
  | 'expired'
  | 'refused'
  | 'waiting'
  | 'unknown'
  | 'not-local';

/** A web page in the traveller's language (Spanish has no prefix). */
function webPage(webOrigin: string, locale: string, path: string): string {
  const prefix = locale === 'en' || locale === 'pt' ? `/${locale}` : '';
  return `${webOrigin.replace(/\/+$/, '')}${prefix && path === '/' ? prefix : `${prefix}${path}`}`;
}

const statusPage = (webOrigin: string, locale: string, cartId: string) =>
  webPage(webOrigin, locale, `/booking/awaiting-payment/${encodeURIComponent(cartId)}`);

/**
 * Local payments after they start (decision 017): signed notifications, the expiry sweep and the
 * awaiting-payment page's status all end in one `reconcile`, which reads the gateway's own record of
 * the order and moves our payment once. Because the outcome depends on that record and on
 * conditional updates, never on which notification came first or how often, duplicates, replays and
 * reordering change nothing: paid books exactly once; paid after expired is voided at the gateway
 * (refunded) and says so; expired after paid changes nothing.
 */
export function createLocalPaymentsService(deps: LocalPaymentsServiceDeps) {
  async function sessionOf(payment: PaymentAttemptRow) {
    const row = await deps.sessions.findById(payment.sessionId);
    if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
    return readSession(row);
  }

  /** Queues a mail for the session's contact, once per kind and payment. */
  async function mail(payment: PaymentAttemptRow, kind: string, message: Omit<MailMessage, 'to'>) {
    const session = await sessionOf(payment);
    const recipient = session.customer?.email;
    if (!recipient) return;
    const now = deps.clock.now();
    await createOutboxRepository(deps.db).enqueue({
      kind,
      dedupeKey: `${kind}:${payment.cartId}`,
      recipient,
      locale: session.locale,
      message,
      nextAttemptAt: now,
      createdAt: now,
    });
  }

  /** Stops holding an unpaid booking: the gateway takes no more money for it and the session reopens. */
  async function release(payment: PaymentAttemptRow, status: 'expired' | 'refused'): Promise<boolean> {
    if (!(await deps.payments.expireAwaiting(payment.cartId, status, deps.clock.now()))) return false;
    // Pending → CANCELLED (the page takes no payment); authorised meanwhile → VOIDED (refunded).
    await deps.gateway.voidAuthorisation(payment.cartId);
    await deps.sessions.unlock(payment.sessionId, payment.cartId);
    if (status === 'expired' && payment.expiresAt && payment.method !== 'card') {
      const session = await sessionOf(payment);
      await mail(
        payment,
        'local-payment-expired',
        await renderLocalPaymentExpired({
          locale: session.locale,
          method: payment.method,
          charge: { amount: payment.amount, currency: payment.currency },
          expiresAt: payment.expiresAt,
          searchUrl: webPage(deps.webOrigin, session.locale, '/'),
          webOrigin: deps.webOrigin,
        }),
      );
    }
    return true;
  }

  async function reconcile(cartId: string): Promise<ReconcileOutcome> {
    const payment = await deps.payments.findByCartId(cartId);
    if (!payment) return 'unknown';
    if (payment.method === 'card') return 'not-local';
    const verdict = await deps.returns.confirmAuthorised(cartId, {
      amount: payment.amount,
      currency: payment.currency,
    });
    if (verdict.authorised) {
      if (payment.status === 'awaiting_payment') {
        const session = await sessionOf(payment);
        try {
          const paid = await deps.bookings.recordPaid(payment, session, null);
          await deps.bookings.settle(paid, session).catch((error: unknown) => {
            // A failed supplier order is recorded (order_failed, voided, e-mailed) by settle itself.
            if (!(error instanceof AppError)) throw error;
          });
          return 'booked';
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // Lost the claim to an abandon or another payment of the session: give the money back.
          await deps.gateway.voidAuthorisation(cartId);
          await deps.payments.markVoided(cartId, deps.clock.now());
          return 'refunded';
        }
      }
      if (payment.status === 'authorised') {
        const booking = await deps.bookings.findByCartId(cartId);
        if (booking) {
          await deps.bookings.settle(booking).catch((error: unknown) => {
            if (!(error instanceof AppError)) throw error;
          });
        }
        return 'already-booked';
      }
      // Paid after it expired or was abandoned: the seats are gone, so the money goes back.
      await deps.gateway.voidAuthorisation(cartId);
      return 'refunded';
    }
    if (payment.status !== 'awaiting_payment')
      return payment.status === 'authorised' ? 'already-booked' : 'waiting';
    if (verdict.status === 'REFUSED')
      return (await release(payment, 'refused')) ? 'refused' : reconcile(cartId);
    if (
      verdict.status === 'CANCELLED' ||
      verdict.status === 'VOIDED' ||
      isPaymentOverdue(payment.expiresAt, deps.clock.now())
    ) {
      // Lost the race to a payment that arrived meanwhile: look again.
      return (await release(payment, 'expired')) ? 'expired' : reconcile(cartId);
    }
    return 'waiting';
  }

  return {
    reconcile,

    /** The "your booking is held" e-mail with the QR or voucher, queued once when the payment starts. */
    async sendAwaitingMail(cartId: string): Promise<void> {
      const payment = await deps.payments.findByCartId(cartId);
      if (!payment || payment.method === 'card' || payment.method === 'pse' || !payment.expiresAt) return;
      const instructions = await deps.localGateway.getInstructions(cartId);
      const session = await sessionOf(payment);
      await mail(
        payment,
        'local-payment-awaiting',
        await renderLocalPaymentAwaiting({
          locale: session.locale,
          method: payment.method,
          charge: { amount: payment.amount, currency: payment.currency },
          expiresAt: payment.expiresAt,
          code: instructions?.code ?? null,
          imagePng: instructions?.imagePng ?? null,
          statusUrl: statusPage(deps.webOrigin, session.locale, cartId),
          webOrigin: deps.webOrigin,
        }),
      );
    },

    /**
     * POST /payments/notifications: the signature (constant time) and timestamp first, then the id
     * is stored; a notification already processed is answered without doing anything again, one
     * that failed half-way is processed again.
     */
    async receive(
      rawBody: string,
      signature: string | undefined,
    ): Promise<{ outcome: ReconcileOutcome | 'duplicate' }> {
      const now = deps.clock.now();
      const verdict = verifyPaymentNotification(deps.notificationSecret, rawBody, signature, now);
      if (!verdict.ok) throw new AppError('PAYMENT_NOTIFICATION_INVALID', { detail: verdict.reason });
      const { notification } = verdict;
      const stored = await deps.notifications.record(notification, now);
      if (stored.processedAt) return { outcome: 'duplicate' };
      const outcome = await reconcile(notification.orderKey);
      await deps.notifications.markProcessed(notification.id, outcome, deps.clock.now());
      return { outcome };
    },

    /** Test only: the payment's deadline is now, then the sweep runs (the e2e lets a voucher expire). */
    async expireNow(cartId: string): Promise<ReconcileOutcome> {
      await deps.payments.moveDeadline(cartId, deps.clock.now());
      return reconcile(cartId);
    },

    /** The expiry sweep: every awaited payment past its deadline is reconciled (booked if it was paid). */
    async sweep(): Promise<number> {
      const overdue = await deps.payments.findOverdue(deps.clock.now());
      for (const payment of overdue) await reconcile(payment.cartId);
      return overdue.length;
    },

    /** The awaiting-payment page's view; reading reconciles first, so an overdue payment reads expired. */
    async status(cartId: string, agentId: string): Promise<LocalPaymentStatus> {
      let payment = await deps.payments.findByCartId(cartId);
      // Another visitor's payment answers as none: it tells nothing about that cart.
      if (!payment || payment.agentId !== agentId || payment.method === 'card')
        throw new AppError('PAYMENT_NOT_FOUND');
      if (payment.status === 'awaiting_payment') {
        await reconcile(cartId);
        payment = (await deps.payments.findByCartId(cartId)) ?? payment;
      }
      const instructions = await deps.localGateway.getInstructions(cartId);
      const booking = payment.status === 'authorised' ? await deps.bookings.findByCartId(cartId) : undefined;
      const status: LocalPaymentStatus['status'] =
        payment.status === 'authorised'
          ? 'paid'
          : payment.status === 'expired' || payment.status === 'refused' || payment.status === 'cancelled'
            ? payment.status
            : payment.status === 'voided'
              ? 'cancelled'
              : 'awaiting_payment';
      return {
        cartId,
        method: payment.method,
        status,
        charge: { amount: payment.amount, currency: payment.currency },
        expiresAt: payment.expiresAt?.toISOString() ?? null,
        pageUrl: instructions?.pageUrl ?? '',
        code: status === 'awaiting_payment' ? (instructions?.code ?? null) : null,
        imageSvg: status === 'awaiting_payment' ? (instructions?.imageSvg ?? null) : null,
        bookingReference: booking?.reference ?? null,
      };
    },
  };
}
export type LocalPaymentsService = ReturnType<typeof createLocalPaymentsService>;
