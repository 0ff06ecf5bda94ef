import type { FlightOrder } from '@travel/contract/flight-orders';
import { BOOKING_TEMPLATE, type Passenger } from '@travel/domain/booking';
import { fromMoneyAmount, type MoneyAmount, toDecimalString } from '@travel/domain/money';
import type { FlightOffer } from '@travel/domain/offers';
import { buildBookingReference } from '@travel/domain/payment';
import { parsePhone } from '@travel/domain/phone';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/client.ts';
import type { Ids } from '../platform/ids.ts';
import { TimeoutError, withTimeout } from '../platform/with-timeout.ts';
import { createFlightOrdersRepository, type FlightOrderRow } from './flight-orders.repository.ts';
import {
  BOOKING_AUTOMATED_PROCESS,
  BOOKING_TICKETING_AGREEMENT,
  type CreateFlightOrderInput,
  type FlightSupplier,
  FlightSupplierError,
  type OrderContact,
  type OrderPhone,
  type OrderTraveler,
} from './supplier/flight-supplier.port.ts';

/**
 * A supplier that books orders itself (the port's optional `createOrder`, e.g. Amadeus): it answers
 * the supplier's order id and record locator. The built-in supplier has none: its orders are
 * recorded here with a PNR-like reference.
 */
export type SupplierOrderCreator = (
  order: CreateFlightOrderInput,
  options: { idempotencyKey: string },
) => Promise<{ id: string; reference: string }>;

export type FlightOrderRequest = Omit<FlightOrder, 'id' | 'associatedRecords'>;

/**
 * What an order needs from a booked flight line: the session it belongs to, the offer, the contact and
 * the travellers with the offer's traveller ids (the flight line passes them from checkout's BookedLine).
 */
export type FlightOrderSession = {
  id: string;
  offer: FlightOffer;
  customer: { email: string; phone: string } | null;
  passengers: Array<Passenger & { travelerId: string }>;
};

export function findSupplierOrderCreator(supplier: FlightSupplier): SupplierOrderCreator | undefined {
  if (!supplier.createOrder) return undefined;
  const createOrder = supplier.createOrder.bind(supplier);
  // The port has no idempotency key of its own: Amadeus' order API takes none. One booking claims the
  // order at a time (bookings' `ordering` state) and a recorded order is answered again, so a retry
  // never books twice; an adapter whose supplier accepts a key passes this one on.
  return async (input) => {
    const result = await createOrder(input);
    if (result.status === 'price-changed') throw new AppError('OFFER_PRICE_CHANGED');
    if (result.status === 'gone') throw new AppError('OFFER_GONE');
    const reference = result.order.associatedRecords[0]?.reference ?? result.order.id;
    return { id: result.order.id, reference };
  };
}

const usdDecimal = (amount: MoneyAmount | undefined, fallback: string) =>
  amount ? toDecimalString(fromMoneyAmount(amount)) : fallback;

/**
 * The stored (localized) offer back in the supplier's USD amounts, for the supplier's createOrder.
 * Open point: Amadeus wants the priced offer exactly as priced; see the module README.
 */
function toSupplierOffer(offer: FlightOffer): FlightOffer {
  type Priced = { total: string; base?: string; intTotal?: MoneyAmount; intBase?: MoneyAmount };
  const price = offer.price as typeof offer.price & Priced;
  const total = usdDecimal(price.intTotal, price.total);
  return {
    ...offer,
    price: {
      ...offer.price,
      currency: 'USD',
      total,
      grandTotal: total,
      base: usdDecimal(price.intBase, price.base ?? total),
    },
    travelerPricings: offer.travelerPricings.map((pricing) => {
      const traveller = pricing.price as (Priced & { currency: string }) | undefined;
      return {
        ...pricing,
        price: {
          ...pricing.price,
          currency: 'USD',
          total: usdDecimal(traveller?.intTotal, traveller?.total ?? '0'),
          base: usdDecimal(traveller?.intBase, traveller?.base ?? '0'),
        },
      };
    }),
  };
}

function toOrderPhone(e164: string): OrderPhone {
  const phone = parsePhone(e164);
  return {
    deviceType: 'MOBILE',
    countryCallingCode: phone?.countryCallingCode ?? '',
    number: phone?.nationalNumber ?? e164.replace(/\D/g, ''),
  };
}

/** The flight-order body for a session: travellers, contact and the spec §3 template. */
export function buildFlightOrderRequest(session: FlightOrderSession): FlightOrderRequest {
  const customer = session.customer;
  const travelers: OrderTraveler[] = session.passengers.map((p) => ({
    id: p.travelerId,
    dateOfBirth: p.dateOfBirth,
    gender: p.gender === 'male' ? 'MALE' : 'FEMALE',
    name: {
      firstName: p.firstName,
      lastName: p.lastName,
      ...(p.middleName ? { middleName: p.middleName } : {}),
    },
    documents: [
      {
        documentType: p.documentType === 'NATIONAL_ID' ? 'IDENTITY_CARD' : 'PASSPORT',
        number: p.passportNumber,
        expiryDate: p.passportExpiryDate,
        ...(p.passportIssuanceDate ? { issuanceDate: p.passportIssuanceDate } : {}),
        issuanceCountry: p.nationality,
        nationality: p.nationality,
        holder: true,
      },
    ],
    ...(customer
      ? { contact: { emailAddress: customer.email, phones: [toOrderPhone(customer.phone)] } }
      : {}),
  }));
  const lead = travelers[0];
  const contacts: OrderContact[] =
    customer && lead
      ? [
          {
            addresseeName: lead.name,
            purpose: 'STANDARD',
            emailAddress: customer.email,
            phones: [toOrderPhone(customer.phone)],
          },
        ]
      : [];
  return {
    type: BOOKING_TEMPLATE.type,
    flightOffers: [session.offer],
    travelers: travelers as unknown as Array<Record<string, unknown>>,
    contacts: contacts as unknown as Array<Record<string, unknown>>,
    ticketingAgreement: { ...BOOKING_TEMPLATE.ticketingAgreement },
    automatedProcess: BOOKING_TEMPLATE.automatedProcess.map((process) => ({
      code: process.code,
      queue: { ...process.queue },
    })),
  };
}

function toSupplierInput(session: FlightOrderSession, request: FlightOrderRequest): CreateFlightOrderInput {
  return {
    flightOffers: [toSupplierOffer(session.offer)],
    travelers: request.travelers as unknown as OrderTraveler[],
    contacts: request.contacts as unknown as OrderContact[],
    ticketingAgreement: { ...BOOKING_TICKETING_AGREEMENT },
    automatedProcess: BOOKING_AUTOMATED_PROCESS,
    remarks: ['ONLINE BOOKING'],
  };
}

export interface FlightOrdersServiceDeps {
  db: Database;
  clock: Clock;
  ids: Pick<Ids, 'bytes'>;
  supplierName: string;
  createSupplierOrder?: SupplierOrderCreator | undefined;
  /** The supplier's deadline (ARCHITECTURE §6: 30 s). */
  supplierTimeoutMs?: number;
}

export const SUPPLIER_ORDER_TIMEOUT_MS = 30_000;

/** A supplier failure as a problem code: never a bare 500 (504 timeout, 503 unreachable, 502 refused). */
export function toSupplierProblem(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof TimeoutError) return new AppError('SUPPLIER_TIMEOUT', { cause: error });
  if (error instanceof FlightSupplierError && error.reason === 'timeout') {
    return new AppError('SUPPLIER_TIMEOUT', { cause: error });
  }
  return new AppError('SUPPLIER_UNAVAILABLE', { cause: error });
}

export function createFlightOrdersService(deps: FlightOrdersServiceDeps) {
  const timeoutMs = deps.supplierTimeoutMs ?? SUPPLIER_ORDER_TIMEOUT_MS;

  /**
   * The session's order, created once, only after payment and never inside a database transaction:
   * the supplier books it when it can (the cartId as its idempotency key), the built-in supplier's is
   * recorded with a PNR-like reference. An order already recorded for the session is answered again.
   * Supplier failures are AppErrors (SUPPLIER_TIMEOUT, SUPPLIER_UNAVAILABLE, OFFER_GONE, ...).
   */
  async function ensureOrder(session: FlightOrderSession, idempotencyKey: string): Promise<FlightOrderRow> {
    const orders = createFlightOrdersRepository(deps.db);
    // A supplier is never asked twice; the built-in inventory's insert finds a recorded order itself.
    if (deps.createSupplierOrder) {
      const existing = await orders.findBySession(session.id);
      if (existing) return existing;
    }
    const request = buildFlightOrderRequest(session);
    let supplierOrder: { id: string; reference: string } | undefined;
    if (deps.createSupplierOrder) {
      try {
        supplierOrder = await withTimeout(
          deps.createSupplierOrder(toSupplierInput(session, request), { idempotencyKey }),
          timeoutMs,
          'supplier order',
        );
      } catch (error) {
        throw toSupplierProblem(error);
      }
    }
    const now = deps.clock.now();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reference = supplierOrder?.reference ?? buildBookingReference(deps.ids.bytes(6));
      const id = supplierOrder?.id ?? `order_${deps.ids.bytes(12).toString('hex')}`;
      const order: FlightOrder = {
        ...request,
        id,
        associatedRecords: [
          {
            reference,
            creationDate: now.toISOString().slice(0, 19),
            originSystemCode: 'GDS',
            flightOfferId: session.offer.id,
          },
        ],
      };
      const created = await orders.insertIfAbsent({
        id,
        sessionId: session.id,
        supplier: deps.supplierName,
        reference: reference.slice(0, 6).padEnd(6, 'X'),
        order,
        createdAt: now,
      });
      if (created) return created;
      const concurrent = await orders.findBySession(session.id);
      if (concurrent) return concurrent;
    }
    throw new Error('could not pick a free order reference');
  }

  return {
    ensureOrder,
    /** The order recorded for a session, as the supplier order body (spec §3). */
    async findForSession(sessionId: string): Promise<FlightOrder | undefined> {
      const row = await createFlightOrdersRepository(deps.db).findBySession(sessionId);
      return row?.order;
    },
  };
}
export type FlightOrdersService = ReturnType<typeof createFlightOrdersService>;
