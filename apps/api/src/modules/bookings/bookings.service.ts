import { randomUUID } from 'node:crypto';
import { getDirectionSegmentIds } from '@travel/domain/baggage';
import { BookingReferenceSchema, buildBookingReference, type PaymentReturn } from '@travel/domain/payment';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Clock } from '../../providers/flight-supplier/flight-supplier.port.ts';
import type { PaymentGateway } from '../../providers/payment-gateway/payment-gateway.port.ts';
import type { RandomBytes } from '../../providers/payment-gateway/sandbox-payment-gateway.ts';
import { createBookingSessionRepository } from '../booking-session/booking-session.repository.ts';
import {
  type BookingSession,
  computeSessionTotals,
  readSession,
} from '../booking-session/booking-session.service.ts';
import type { FlightOrderRow } from '../flight-orders/flight-orders.repository.ts';
import type { FlightOrdersService } from '../flight-orders/flight-orders.service.ts';
import { renderBookingConfirmation } from '../mail/booking-confirmation.mail.ts';
import { createOutboxRepository } from '../mail/outbox.repository.ts';
import { createPaymentRepository, type PaymentRow } from '../payment/payment.repository.ts';
import { type BookingRow, createBookingsRepository } from './bookings.repository.ts';
import type { Booking } from './bookings.schemas.ts';

export interface BookingsServiceDeps {
  db: Database;
  gateway: Pick<PaymentGateway, 'verifyReturn' | 'voidAuthorisation'>;
  flightOrders: Pick<FlightOrdersService, 'ensureOrder'>;
  clock: Clock;
  random: RandomBytes;
  /** Where the web app lives: the e-mail links to My Journey there. */
  webOrigin: string;
}

/** The booking as answered and stored: built from the server's session, never from the request. */
export function buildBooking(input: {
  id: string;
  reference: string;
  createdAt: Date;
  session: BookingSession;
  payment: PaymentRow;
  order: FlightOrderRow;
}): Booking {
  const { session, payment } = input;
  const customer = session.customer;
  const billing = session.billing;
  if (!customer || !billing || !session.card) throw new Error('an incomplete session cannot be booked');
  const totals = computeSessionTotals(session);
  const directions = getDirectionSegmentIds(session.offer);
  return {
    id: input.id,
    referenceId: input.reference,
    status: 'confirmed',
    createdAt: input.createdAt.toISOString(),
    locale: session.locale,
    contact: { email: customer.email, phone: customer.phone },
    passenger: session.passengers.map((p) => ({
      id: p.id,
      travelerId: p.travelerId,
      firstName: p.firstName,
      ...(p.middleName ? { middleName: p.middleName } : {}),
      lastName: p.lastName,
      type: p.type,
    })),
    itinerary: session.offer.itineraries.map((itinerary, index) => ({
      journeyType: index === 0 ? 'onward' : 'return',
      ...(itinerary.duration ? { duration: itinerary.duration } : {}),
      segments: itinerary.segments.map((s) => ({
        id: s.id,
        from: s.departure.iataCode,
        to: s.arrival.iataCode,
        departureAt: s.departure.at,
        arrivalAt: s.arrival.at,
        carrierCode: s.carrierCode,
        number: s.number,
        ...(s.duration ? { duration: s.duration } : {}),
      })),
    })),
    selectedFlightOffer: { FlightOffer: session.offer as unknown as Record<string, unknown> },
    billingInformation: {
      cardHolderName: billing.cardHolderName,
      emailId: billing.emailId,
      addressLine1: billing.addressLine1,
      city: billing.city,
      ...(billing.region ? { region: billing.region } : {}),
      ...(billing.postCode ? { postCode: billing.postCode } : {}),
      country: billing.country,
    },
    additionalServices: {
      baggages: session.bags
        .filter((bag) => bag.quantity > 0 && directions[bag.journeyType].length > 0)
        .map((bag) => ({
          journeyType: bag.journeyType,
          quantity: bag.quantity,
          amount: bag.totalAmount.amount,
          currency: bag.totalAmount.currency,
          amountUsd: bag.totalAmountUsd.amount,
        })),
    },
    amounts: totals,
    totalPaid: totals.display.total,
    charged: { amount: payment.amount, currency: payment.currency },
    paymentInformation: {
      transactions: [
        {
          type: 'order',
          cartId: payment.cartId,
          status: 'AUTHORISED',
          amount: { amount: payment.amount, currency: payment.currency },
        },
        {
          type: 'payment',
          ...(payment.transactionId ? { transactionId: payment.transactionId } : {}),
          status: 'AUTHORISED',
          amount: { amount: payment.amount, currency: payment.currency },
          card: { brand: session.card.brand, lastFour: session.card.lastFour },
        },
      ],
    },
    flightOrder: { id: input.order.id, reference: input.order.reference },
  };
}

const asBooking = (row: BookingRow): Booking => row.details as Booking;

export function createBookingsService(deps: BookingsServiceDeps) {
  /** Everything that books, in one transaction; a concurrent or repeated call answers the same booking. */
  async function book(payment: PaymentRow): Promise<Booking> {
    return deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const bookings = createBookingsRepository(db);
      const existing = await bookings.findByCartId(payment.cartId);
      if (existing) return asBooking(existing);

      const row = await createBookingSessionRepository(db).findById(payment.sessionId);
      if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
      const session = readSession(row);
      if (session.status === 'booked') {
        // Booked meanwhile by this cart (a concurrent call), or by another authorised cart.
        const again = await bookings.findByCartId(payment.cartId);
        if (again) return asBooking(again);
        throw new AppError('BOOKING_ALREADY_PAID', {
          detail: 'This booking session was already paid with another payment',
        });
      }

      const order = await deps.flightOrders.ensureOrder(db, session);
      const now = deps.clock.now();
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const id = randomUUID();
        const reference = buildBookingReference(deps.random(6));
        const details = buildBooking({ id, reference, createdAt: now, session, payment, order });
        const created = await bookings.insertIfAbsent({
          id,
          reference,
          cartId: payment.cartId,
          sessionId: session.id,
          agentId: session.agentId,
          status: 'confirmed',
          email: details.contact.email.toLowerCase(),
          locale: session.locale,
          flightOrderId: order.id,
          totalUsd: details.charged.amount,
          totalDisplay: details.totalPaid.amount,
          displayCurrency: details.totalPaid.currency,
          details,
          createdAt: now,
        });
        if (!created) {
          // The cart was booked by a concurrent call (answer it), or the reference is taken (draw again).
          const concurrent = await bookings.findByCartId(payment.cartId);
          if (concurrent) return asBooking(concurrent);
          continue;
        }
        await createPaymentRepository(db).recordResult(payment.cartId, 'authorised', now);
        await createBookingSessionRepository(db).markBooked(session.id);
        await createOutboxRepository(db).enqueue({
          kind: 'booking-confirmation',
          dedupeKey: `booking-confirmation:${created.id}`,
          recipient: details.contact.email,
          locale: session.locale,
          message: renderBookingConfirmation(details, { webOrigin: deps.webOrigin }),
          nextAttemptAt: now,
          createdAt: now,
        });
        return details;
      }
      throw new Error('could not pick a free booking reference');
    });
  }

  return {
    /**
     * Spec §7 card/success: checks the gateway's MAC (constant time), the cart's owner, amount and
     * currency before anything is booked. AUTHORISED books exactly once per cartId; REFUSED and
     * CANCELLED are recorded and answered as 402 problems, leaving the session open for a retry.
     */
    async confirmPayment(agentId: string, response: PaymentReturn): Promise<Booking> {
      if (!deps.gateway.verifyReturn(response)) throw new AppError('PAYMENT_SIGNATURE_INVALID');
      const payments = createPaymentRepository(deps.db);
      const payment = await payments.findByCartId(response.orderKey);
      // Another visitor's cart answers as a bad signature: it tells nothing about that cart.
      if (!payment || payment.agentId !== agentId) throw new AppError('PAYMENT_SIGNATURE_INVALID');
      if (response.paymentAmount !== payment.amount || response.paymentCurrency !== payment.currency) {
        throw new AppError('AMOUNT_MISMATCH', {
          detail: 'The amount or currency paid is not the amount of this payment',
          errors: [{ path: 'worldpayResponseData.paymentAmount', message: 'does not match the payment' }],
        });
      }
      if (response.paymentStatus !== 'AUTHORISED') {
        await payments.recordResult(
          payment.cartId,
          response.paymentStatus === 'REFUSED' ? 'refused' : 'cancelled',
          deps.clock.now(),
        );
        throw new AppError(response.paymentStatus === 'REFUSED' ? 'PAYMENT_DECLINED' : 'PAYMENT_CANCELLED');
      }
      try {
        return await book(payment);
      } catch (error) {
        // Two tabs paid one session: the first booked it; release this second authorisation.
        if (error instanceof AppError && error.code === 'BOOKING_ALREADY_PAID') {
          await deps.gateway.voidAuthorisation(payment.cartId);
          await payments.recordResult(payment.cartId, 'voided', deps.clock.now());
        }
        throw error;
      }
    },

    /** My Journey: the booking for a reference and its e-mail; the same 404 for a wrong either. */
    async lookup(referenceId: string, email: string): Promise<Booking> {
      const reference = BookingReferenceSchema.safeParse(referenceId);
      const row = reference.success
        ? await createBookingsRepository(deps.db).findByReferenceAndEmail(reference.data, email.trim())
        : undefined;
      if (!row) throw new AppError('BOOKING_NOT_FOUND');
      return asBooking(row);
    },
  };
}
export type BookingsService = ReturnType<typeof createBookingsService>;
