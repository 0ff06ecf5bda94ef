import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/client.ts';
import { withTimeout } from '../platform/with-timeout.ts';
import { createHotelOrdersRepository, type HotelOrderRow } from './hotel-orders.repository.ts';
import { toHotelSupplierProblem } from './hotel-supplier-problem.ts';
import type { HotelOrderGuest, HotelSupplier } from './supplier/hotel-supplier.port.ts';

export interface HotelOrderSession {
  /** The booking session the order is for (one order per session). */
  id: string;
  offerId: string;
  /** The offer's USD total when the visitor paid: the order must be for exactly that. */
  paidTotalUsd: string;
  checkInDate: string;
  contact: { email: string; phone: string } | null;
  /** Names, and a child's age on arrival. */
  guests: Array<{ firstName: string; middleName?: string; lastName: string; childAge?: number }>;
}

export interface HotelOrdersServiceDeps {
  db: Database;
  supplier: Pick<HotelSupplier, 'priceOffer' | 'createOrder'>;
  supplierName: string;
  clock: Clock;
  /** Where the supplier writes to the agency about the booking (Amadeus travelAgent.contact.email). */
  agencyEmail: string;
  timeoutMs?: number;
}

const cents = (value: string) => Math.round(Number(value) * 100);

/** The order's guests (HotelBooking_v2 Guest): the contact's e-mail and phone on the first, a child's age on the day of arrival. */
function toGuests(session: HotelOrderSession): HotelOrderGuest[] {
  return session.guests.map((guest, index) => ({
    tid: index + 1,
    firstName: [guest.firstName, guest.middleName].filter(Boolean).join(' '),
    lastName: guest.lastName,
    ...(index === 0 && session.contact ? { email: session.contact.email, phone: session.contact.phone } : {}),
    ...(guest.childAge === undefined ? {} : { childAge: guest.childAge }),
  }));
}

/**
 * The hotel order of a paid line, created once per session and never inside a database transaction.
 * Before booking, the offer is re-priced: a rate that moved since payment is not booked (the order
 * fails with OFFER_PRICE_CHANGED and checkout voids the payment), so what is booked is what was paid.
 */
export function createHotelOrdersService(deps: HotelOrdersServiceDeps) {
  const timeoutMs = deps.timeoutMs ?? 30_000;

  async function supplierCall<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(run(), timeoutMs, what);
    } catch (error) {
      throw toHotelSupplierProblem(error);
    }
  }

  return {
    async ensureOrder(session: HotelOrderSession, idempotencyKey: string): Promise<HotelOrderRow> {
      const orders = createHotelOrdersRepository(deps.db);
      const existing = await orders.findBySession(session.id);
      if (existing) return existing;
      const current = await supplierCall('hotel offer pricing', () =>
        deps.supplier.priceOffer(session.offerId, 'en'),
      );
      const offer = current?.offers[0];
      if (!offer) throw new AppError('OFFER_GONE');
      if (cents(offer.price.total) !== cents(session.paidTotalUsd)) {
        throw new AppError('OFFER_PRICE_CHANGED', {
          detail: `The room now costs ${offer.price.total} USD, ${session.paidTotalUsd} USD was paid`,
        });
      }
      const order = await supplierCall('hotel order', () =>
        deps.supplier.createOrder(
          { offerId: session.offerId, guests: toGuests(session), travelAgentEmail: deps.agencyEmail },
          { idempotencyKey },
        ),
      );
      if (cents(order.hotelOffer.price.total) !== cents(session.paidTotalUsd)) {
        throw new AppError('OFFER_PRICE_CHANGED', {
          detail: `The hotel booked ${order.hotelOffer.price.total} USD, ${session.paidTotalUsd} USD was paid`,
        });
      }
      const created = await orders.insertIfAbsent({
        id: order.id,
        sessionId: session.id,
        supplier: deps.supplierName,
        offerId: session.offerId,
        confirmationNumber: order.confirmationNumber,
        idempotencyKey,
        order: order.raw,
        createdAt: deps.clock.now(),
      });
      if (created) return created;
      const concurrent = await orders.findBySession(session.id);
      if (concurrent) return concurrent;
      throw new Error('the hotel order could not be recorded');
    },
  };
}
export type HotelOrdersService = ReturnType<typeof createHotelOrdersService>;
