import { AppError } from '../../errors.ts';
import type { Clock } from '../../providers/flight-supplier/flight-supplier.port.ts';
import type { PaymentGateway } from '../../providers/payment-gateway/payment-gateway.port.ts';
import type { RandomBytes } from '../../providers/payment-gateway/sandbox-payment-gateway.ts';
import type { BookingSessionRepository } from '../booking-session/booking-session.repository.ts';
import {
  computeSessionTotals,
  findMissingSteps,
  readSession,
} from '../booking-session/booking-session.service.ts';
import type { PaymentRepository } from './payment.repository.ts';
import type { PaymentDirection, PaymentDirectionBody } from './payment.schemas.ts';

export interface PaymentServiceDeps {
  sessions: BookingSessionRepository;
  payments: PaymentRepository;
  gateway: Pick<PaymentGateway, 'createHostedPayment'>;
  clock: Clock;
  random: RandomBytes;
}

export function createPaymentService(deps: PaymentServiceDeps) {
  return {
    /**
     * Spec §7 payment-direction: with every step of the session done, computes the charge on the
     * server (offer + bags + fees, USD), records a payment attempt under a new cartId and opens the
     * gateway's hosted page for it.
     */
    async createPaymentDirection(body: PaymentDirectionBody): Promise<PaymentDirection> {
      const row = await deps.sessions.findOpen(body.agentId, body.flightOfferId);
      if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
      const session = readSession(row);
      const missing = findMissingSteps(session);
      if (missing.length > 0 || !session.card || !session.transactionId) {
        throw new AppError('BOOKING_INCOMPLETE', {
          detail: `Missing: ${missing.join(', ')}`,
          errors: missing.map((path) => ({ path, message: `${path} must be sent first` })),
        });
      }
      const totals = computeSessionTotals(session);
      const cartId = `cart_${deps.random(16).toString('hex')}`;
      const now = deps.clock.now();
      await deps.payments.insert({
        cartId,
        sessionId: session.id,
        agentId: session.agentId,
        transactionId: session.transactionId,
        amount: totals.usd.total.amount,
        currency: totals.usd.total.currency,
        displayAmount: totals.display.total.amount,
        displayCurrency: totals.display.total.currency,
        breakdown: totals,
        createdAt: now,
        updatedAt: now,
      });
      const first = session.offer.itineraries[0]?.segments;
      const route = first
        ? `${first[0]?.departure.iataCode ?? ''}-${first[first.length - 1]?.arrival.iataCode ?? ''}`
        : '';
      const { redirectUrl } = await deps.gateway.createHostedPayment({
        orderKey: cartId,
        amount: totals.usd.total,
        description: `Vuelo ${route}, ${session.passengers.length} viajeros`,
        cardToken: session.card.token,
      });
      return {
        worldpayTransactionUrl: redirectUrl,
        cartId,
        transactionId: session.transactionId,
        amount: totals.usd.total,
        displayAmount: totals.display.total,
        breakdown: totals,
      };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
