import type { AbandonPaymentBody, PaymentDirection, PaymentDirectionBody } from '@travel/contract/payment';
import { isTripHoldExpired } from '@travel/domain/timers';
import { AppError } from '../errors.ts';
import type { LocalPaymentGateway } from '../payments/local-payment.port.ts';
import type { PaymentGateway } from '../payments/payment-gateway.port.ts';
import type { Clock } from '../platform/clock.ts';
import type { Ids } from '../platform/ids.ts';
import type { BookingSessionRepository } from './booking-session.repository.ts';
import { type BookingSession, readSession, toBookedLine, todayOf } from './booking-session.service.ts';
import type { PaymentAttemptsRepository } from './payment-attempts.repository.ts';
import { choosePayment, type PaymentContext } from './payment-choice.ts';
import type { ProductLines } from './product-line.ts';
import { findProductLine } from './product-lines.ts';
import { findMissingSteps } from './session-requirements.ts';
import { computeSessionTotals } from './session-totals.ts';

export interface PaymentStartServiceDeps {
  sessions: BookingSessionRepository;
  payments: PaymentAttemptsRepository;
  lines: ProductLines;
  gateway: Pick<PaymentGateway, 'createHostedPayment' | 'voidAuthorisation'>;
  /** Pix, vouchers and PSE (decision 017). */
  localGateway: LocalPaymentGateway;
  /** The session's totals, countries, card brand and today's rates: what decides the methods offered. */
  paymentContext: (session: BookingSession) => Promise<PaymentContext>;
  /** Queues the "booking held, pay before …" e-mail with the QR or voucher. */
  announceLocalPayment: (cartId: string) => Promise<void>;
  clock: Clock;
  ids: Pick<Ids, 'bytes' | 'uuid'>;
}

export function createPaymentStartService(deps: PaymentStartServiceDeps) {
  async function findSession(agentId: string, offerId: string): Promise<BookingSession> {
    const row = await deps.sessions.findOpen(agentId, offerId);
    if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
    return readSession(row);
  }

  /**
   * Abandons the cart that froze the session: its payment can no longer be booked (a card/success
   * that already claimed it wins, and then this answers PAYMENT_IN_PROGRESS) and the gateway order is
   * released, so the hosted page cannot take the money any more.
   */
  async function abandonCart(cartId: string): Promise<void> {
    const now = deps.clock.now();
    const abandoned = await deps.payments.abandonPending(cartId, now);
    if (!abandoned) {
      const payment = await deps.payments.findByCartId(cartId);
      if (payment?.status === 'authorised') throw new AppError('PAYMENT_IN_PROGRESS');
    }
    await deps.gateway.voidAuthorisation(cartId);
  }

  return {
    /**
     * Spec §7 payment-direction: with every step of the session done, computes the charge on the
     * server (offer + bags + fees, USD), records a payment attempt under a new cartId, freezes the
     * session on it (ARCHITECTURE §5) and opens the gateway's hosted page. Called again (the visitor
     * pressed Pagar again, or came back), it abandons the previous cart first.
     */
    async createPaymentDirection(body: PaymentDirectionBody): Promise<PaymentDirection> {
      const session = await findSession(body.agentId, body.flightOfferId);
      const product = findProductLine(deps.lines, session.productType);
      // Without a card tokenized in the page the hosted page asks for it (ARCHITECTURE §5: no script).
      const missing = findMissingSteps(
        session,
        product.requirements(session.line.snapshot, todayOf(deps.clock)),
      ).filter((step) => step !== 'paymentInformation');
      if (missing.length > 0) {
        throw new AppError('BOOKING_INCOMPLETE', {
          detail: `Missing: ${missing.join(', ')}`,
          errors: missing.map((path) => ({ path, message: `${path} must be sent first` })),
        });
      }
      // Spec §4/§9: the price is held 8 minutes (once extended, a few more); after that, select again.
      if (
        session.holdExpiresAt &&
        isTripHoldExpired({ expiresAt: session.holdExpiresAt }, deps.clock.now())
      ) {
        throw new AppError('TRIP_HOLD_EXPIRED');
      }
      // The method and plan are checked against what the session is offered before anything changes.
      const choice = choosePayment(
        await deps.paymentContext(session),
        { method: body.paymentMethod, instalments: body.instalments },
        deps.clock.now(),
      );
      const card = session.card;
      const transactionId = session.transactionId ?? deps.ids.uuid();
      const previousCartId = session.lockedCartId;
      if (previousCartId) await abandonCart(previousCartId);

      const totals = computeSessionTotals(session);
      const cartId = `cart_${deps.ids.bytes(16).toString('hex')}`;
      const now = deps.clock.now();
      // Only the content that was just priced can be frozen: a write or another Pagar in between wins.
      const recorded = await deps.payments.insertLockingSession(
        {
          cartId,
          sessionId: session.id,
          agentId: session.agentId,
          transactionId,
          sessionVersion: session.version,
          // What the chosen method charges: USD for a card, the local currency otherwise.
          amount: choice.charge.amount,
          currency: choice.charge.currency,
          method: choice.method,
          status: choice.method === 'card' ? 'pending' : 'awaiting_payment',
          instalments: choice.plan,
          rateDate: choice.rateDate,
          expiresAt: choice.expiresAt,
          displayAmount: totals.display.total.amount,
          displayCurrency: totals.display.total.currency,
          breakdown: totals,
          createdAt: now,
          updatedAt: now,
        },
        previousCartId,
      );
      if (!recorded) throw new AppError('SESSION_LOCKED');
      // The hosted page speaks the traveller's language: the gateway's order says what is paid for in it too.
      const { summary } = product.describe(toBookedLine(session), { locale: session.locale, order: null });
      try {
        const common = {
          cartId,
          transactionId,
          amount: totals.usd.total,
          displayAmount: totals.display.total,
          breakdown: totals,
          paymentMethod: choice.method,
          charge: choice.charge,
          ...(choice.plan ? { instalmentPlan: choice.plan } : {}),
        };
        if (choice.method !== 'card' && choice.expiresAt) {
          const local = await deps.localGateway.createLocalPayment({
            orderKey: cartId,
            method: choice.method,
            amount: choice.charge,
            description: summary,
            expiresAt: choice.expiresAt,
            locale: session.locale,
          });
          await deps.announceLocalPayment(cartId);
          return {
            ...common,
            worldpayTransactionUrl: local.pageUrl,
            expiresAt: choice.expiresAt.toISOString(),
          };
        }
        const { redirectUrl } = await deps.gateway.createHostedPayment({
          orderKey: cartId,
          amount: totals.usd.total,
          description: summary,
          locale: session.locale,
          ...(card ? { cardTokenKey: card.tokenKey } : {}),
        });
        return { ...common, worldpayTransactionUrl: redirectUrl };
      } catch (error) {
        // No hosted page (e.g. the card token expired): the cart is dropped and the session reopened.
        await deps.payments.abandonPending(cartId, deps.clock.now());
        await deps.sessions.unlock(session.id, cartId);
        throw error;
      }
    },

    /**
     * The traveller goes back to change something: the cart that froze the session is abandoned
     * (released at the gateway) and the session can be edited again. Nothing to do when not frozen.
     */
    async abandonPayment(body: AbandonPaymentBody) {
      const session = await findSession(body.agentId, body.flightOfferId);
      const cartId = session.lockedCartId;
      if (cartId) {
        await abandonCart(cartId);
        await deps.sessions.unlock(session.id, cartId);
      }
      return {
        sessionId: session.id,
        locked: false as const,
        ...(cartId ? { abandonedCartId: cartId } : {}),
      };
    },
  };
}
export type PaymentStartService = ReturnType<typeof createPaymentStartService>;
