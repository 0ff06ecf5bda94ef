import type { Booking } from '@travel/contract/bookings';
import type { PaymentReturn } from '@travel/domain/payment';
import type { Problem } from '@travel/domain/problem';
import { AppError } from '../errors.ts';
import type { PaymentGateway } from '../payments/payment-gateway.port.ts';
import type { PaymentReturnCheck } from '../payments/payment-return-check.ts';
import type { Clock } from '../platform/clock.ts';
import type { BookingSessionRepository } from './booking-session.repository.ts';
import { type BookingSession, readSession } from './booking-session.service.ts';
import type { BookingsService } from './bookings.service.ts';
import type { PaymentAttemptRow, PaymentAttemptsRepository } from './payment-attempts.repository.ts';
import type { ProductLines } from './product-line.ts';

export interface PaymentReturnServiceDeps {
  sessions: BookingSessionRepository;
  payments: PaymentAttemptsRepository;
  bookings: Pick<BookingsService, 'findByCartId' | 'recordPaid' | 'settle'>;
  /** The MAC and the gateway's own record of the order (payments/payment-return-check.ts). */
  returns: PaymentReturnCheck;
  gateway: Pick<PaymentGateway, 'voidAuthorisation'>;
  /** The registry of lines, to say which product a reopened cart sells (the web's way back to it). */
  lines: ProductLines;
  clock: Clock;
}

/** Spec §7 card/success: the gateway's signed return, checked, then booked exactly once per cartId. */
export function createPaymentReturnService(deps: PaymentReturnServiceDeps) {
  async function loadSession(id: string): Promise<BookingSession> {
    const row = await deps.sessions.findById(id);
    if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
    return readSession(row);
  }

  /**
   * The cart a refused or cancelled payment reopened, as the web app needs it to send the traveller
   * back to that product's page: the product, its key, its language and the booking it adds to.
   */
  async function reopenedCart(sessionId: string): Promise<Problem['cart']> {
    const row = await deps.sessions.findById(sessionId);
    if (!row) return undefined;
    const line = deps.lines.get(row.productType);
    const bookingReference = line?.amendedReference?.(row.line.snapshot);
    return {
      productType: row.productType,
      offerId: row.offerId,
      locale: row.locale,
      ...(bookingReference ? { bookingReference } : {}),
    };
  }

  /** Releases an authorisation that will not be booked, and says why (nothing is charged). */
  async function refuse(
    payment: PaymentAttemptRow,
    code: 'BOOKING_ALREADY_PAID' | 'PAYMENT_SUPERSEDED' | 'SESSION_CHANGED',
  ) {
    await deps.gateway.voidAuthorisation(payment.cartId);
    await deps.payments.markVoided(payment.cartId, deps.clock.now());
    if (code === 'SESSION_CHANGED') await deps.sessions.unlock(payment.sessionId, payment.cartId);
    return new AppError(code);
  }

  /**
   * Returns being handled in this process, by their exact content: a browser sends the same return
   * again on a reload, a double click or a retry, often while the first is still booking. An
   * identical return (same visitor, every field, MAC included) awaits the first one's answer instead
   * of checking and claiming again; any other return, a forged one included, runs on its own. Another
   * process still books exactly once through the database (the cart's claim).
   */
  const inFlight = new Map<string, Promise<Booking>>();

  return {
    confirmPayment(agentId: string, response: PaymentReturn): Promise<Booking> {
      const key = JSON.stringify([agentId, response]);
      let pending = inFlight.get(key);
      if (!pending) {
        pending = confirmOnce(agentId, response).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };

  /**
   * Books only what the gateway itself says was authorised: the return's MAC (constant time), the
   * cart's owner and amount, then the gateway's own record of the order (status, amount, currency),
   * then the session exactly as it was when the cart was made. AUTHORISED books exactly once per
   * cartId; REFUSED and CANCELLED are recorded, reopen the session for another try, and answer 402
   * naming the reopened cart (its product), so the traveller goes back to that product's page.
   */
  async function confirmOnce(agentId: string, response: PaymentReturn): Promise<Booking> {
    if (!deps.returns.isSigned(response)) throw new AppError('PAYMENT_SIGNATURE_INVALID');
    const found = await deps.payments.findWithBooking(response.orderKey);
    const payment = found?.payment;
    // Another visitor's cart answers as a bad signature: it tells nothing about that cart.
    if (!payment || payment.agentId !== agentId) throw new AppError('PAYMENT_SIGNATURE_INVALID');
    if (response.paymentAmount !== payment.amount || response.paymentCurrency !== payment.currency) {
      throw new AppError('AMOUNT_MISMATCH', {
        detail: 'The amount or currency paid is not the amount of this payment',
        errors: [{ path: 'worldpayResponseData.paymentAmount', message: 'does not match the payment' }],
      });
    }
    if (response.paymentStatus !== 'AUTHORISED') {
      const status = response.paymentStatus === 'REFUSED' ? 'refused' : 'cancelled';
      if (await deps.payments.recordResult(payment.cartId, status, deps.clock.now())) {
        await deps.sessions.unlock(payment.sessionId, payment.cartId);
      }
      throw new AppError(status === 'refused' ? 'PAYMENT_DECLINED' : 'PAYMENT_CANCELLED', {
        cart: await reopenedCart(payment.sessionId),
      });
    }

    if (found.booking) return deps.bookings.settle(found.booking);

    const session = await loadSession(payment.sessionId);
    const verdict = await deps.returns.confirmAuthorised(payment.cartId, {
      amount: payment.amount,
      currency: payment.currency,
    });
    if (!verdict.authorised) {
      // Voided earlier by us: answer the same reason again.
      if (payment.status === 'voided' && verdict.status === 'VOIDED') {
        throw new AppError(session.status === 'booked' ? 'BOOKING_ALREADY_PAID' : 'PAYMENT_SUPERSEDED');
      }
      if (payment.status === 'voided') throw new AppError('PAYMENT_SUPERSEDED');
      throw new AppError('PAYMENT_NOT_AUTHORISED');
    }
    if (session.status === 'booked') {
      // Booked meanwhile by this cart (a concurrent call), or by another authorised cart.
      const again = await deps.bookings.findByCartId(payment.cartId);
      if (again) return deps.bookings.settle(again);
      throw await refuse(payment, 'BOOKING_ALREADY_PAID');
    }
    if (session.lockedCartId !== payment.cartId) throw await refuse(payment, 'PAYMENT_SUPERSEDED');
    if (session.version !== payment.sessionVersion) throw await refuse(payment, 'SESSION_CHANGED');

    let paid: Awaited<ReturnType<BookingsService['recordPaid']>>;
    try {
      paid = await deps.bookings.recordPaid(payment, session, verdict.card);
    } catch (error) {
      if (error instanceof AppError && error.code === 'BOOKING_ALREADY_PAID') {
        throw await refuse(payment, 'BOOKING_ALREADY_PAID');
      }
      if (error instanceof AppError && error.code === 'PAYMENT_SUPERSEDED') {
        // Abandoned between the checks and the claim: the abandoning call already released it.
        await deps.gateway.voidAuthorisation(payment.cartId);
      }
      throw error;
    }
    return deps.bookings.settle(paid, session);
  }
}
export type PaymentReturnService = ReturnType<typeof createPaymentReturnService>;
