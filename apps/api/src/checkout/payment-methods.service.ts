import type { PaymentMethodsBody, PaymentMethodsResponse } from '@travel/contract/payment';
import { AppError } from '../errors.ts';
import type { BookingSessionRepository } from './booking-session.repository.ts';
import { type BookingSession, readSession } from './booking-session.service.ts';
import { listPaymentOffers, type PaymentContext } from './payment-choice.ts';

/** POST /user/session/payment-methods: what the payment section offers for this session. */
export function createPaymentMethodsService(deps: {
  sessions: BookingSessionRepository;
  paymentContext: (session: BookingSession) => Promise<PaymentContext>;
}) {
  return {
    async list(body: PaymentMethodsBody): Promise<PaymentMethodsResponse['data']> {
      const row = await deps.sessions.findOpen(body.agentId, body.flightOfferId);
      if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
      const context = await deps.paymentContext(readSession(row));
      return {
        country: context.countries[0] ?? null,
        cardBrand: context.cardBrand,
        methods: listPaymentOffers(context),
      };
    },
  };
}
export type PaymentMethodsService = ReturnType<typeof createPaymentMethodsService>;
