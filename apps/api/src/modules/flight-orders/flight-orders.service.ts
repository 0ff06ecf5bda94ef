import { BOOKING_TEMPLATE } from '@travel/domain/booking';
import { fromMoneyAmount, type MoneyAmount, toDecimalString } from '@travel/domain/money';
import { buildBookingReference } from '@travel/domain/payment';
import { parsePhone } from '@travel/domain/phone';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  BOOKING_AUTOMATED_PROCESS,
  BOOKING_TICKETING_AGREEMENT,
  type Clock,
  type CreateFlightOrderInput,
  type FlightSupplier,
  type OrderContact,
  type OrderPhone,
  type OrderTraveler,
  type FlightOffer as SupplierFlightOffer,
} from '../../providers/flight-supplier/flight-supplier.port.ts';
import type { RandomBytes } from '../../providers/payment-gateway/sandbox-payment-gateway.ts';
import { createBookingSessionRepository } from '../booking-session/booking-session.repository.ts';
import {
  type BookingSession,
  findMissingSteps,
  readSession,
  type StoredOffer,
} from '../booking-session/booking-session.service.ts';
import { createFlightOrdersRepository, type FlightOrderRow } from './flight-orders.repository.ts';
import type { CreateFlightOrderBody, FlightOrder } from './flight-orders.schemas.ts';

/**
 * A supplier that books orders itself (the port's optional `createOrder`, e.g. Amadeus): it answers
 * the supplier's order id and record locator. The built-in supplier has none: its orders are
 * recorded here with a PNR-like reference.
 */
export type SupplierOrderCreator = (
  order: CreateFlightOrderInput,
) => Promise<{ id: string; reference: string }>;

export type FlightOrderRequest = Omit<FlightOrder, 'id' | 'associatedRecords'>;

export function findSupplierOrderCreator(supplier: FlightSupplier): SupplierOrderCreator | undefined {
  if (!supplier.createOrder) return undefined;
  const createOrder = supplier.createOrder.bind(supplier);
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
function toSupplierOffer(offer: StoredOffer): SupplierFlightOffer {
  type Priced = { total: string; base?: string; intTotal?: MoneyAmount; intBase?: MoneyAmount };
  const price = offer.price as typeof offer.price & Priced;
  const total = usdDecimal(price.intTotal, price.total);
  return {
    ...(offer as unknown as SupplierFlightOffer),
    price: {
      ...(offer.price as unknown as SupplierFlightOffer['price']),
      currency: 'USD',
      total,
      grandTotal: total,
      base: usdDecimal(price.intBase, price.base ?? total),
    },
    travelerPricings: offer.travelerPricings.map((pricing) => {
      const traveller = pricing.price as (Priced & { currency: string }) | undefined;
      return {
        ...(pricing as unknown as SupplierFlightOffer['travelerPricings'][number]),
        price: {
          ...(pricing.price as unknown as SupplierFlightOffer['travelerPricings'][number]['price']),
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
export function buildFlightOrderRequest(session: BookingSession): FlightOrderRequest {
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
    flightOffers: [session.offer as unknown as Record<string, unknown>],
    travelers: travelers as unknown as Array<Record<string, unknown>>,
    contacts: contacts as unknown as Array<Record<string, unknown>>,
    ticketingAgreement: { ...BOOKING_TEMPLATE.ticketingAgreement },
    automatedProcess: BOOKING_TEMPLATE.automatedProcess.map((process) => ({
      code: process.code,
      queue: { ...process.queue },
    })),
  };
}

function toSupplierInput(session: BookingSession, request: FlightOrderRequest): CreateFlightOrderInput {
  return {
    flightOffers: [toSupplierOffer(session.offer)],
    travelers: request.travelers as unknown as OrderTraveler[],
    contacts: request.contacts as unknown as OrderContact[],
    ticketingAgreement: { ...BOOKING_TICKETING_AGREEMENT },
    automatedProcess: BOOKING_AUTOMATED_PROCESS,
    remarks: ['ONLINE BOOKING'],
  };
}

const toFlightOrder = (row: FlightOrderRow): FlightOrder => row.order as FlightOrder;

export interface FlightOrdersServiceDeps {
  db: Database;
  clock: Clock;
  random: RandomBytes;
  supplierName: string;
  createSupplierOrder?: SupplierOrderCreator | undefined;
}

export function createFlightOrdersService(deps: FlightOrdersServiceDeps) {
  /**
   * The session's order, created once: the supplier books it when it can, the built-in supplier's
   * is recorded with a PNR-like reference. `db` may be a transaction (card/success runs in one).
   */
  async function ensureOrder(db: Database, session: BookingSession): Promise<FlightOrderRow> {
    const orders = createFlightOrdersRepository(db);
    const existing = await orders.findBySession(session.id);
    if (existing) return existing;
    const request = buildFlightOrderRequest(session);
    const now = deps.clock.now();
    const supplierOrder = deps.createSupplierOrder
      ? await deps.createSupplierOrder(toSupplierInput(session, request))
      : undefined;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reference = supplierOrder?.reference ?? buildBookingReference(deps.random(6));
      const id = supplierOrder?.id ?? `order_${deps.random(12).toString('hex')}`;
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

    /** POST /amadeus/flight/order/create: the order of the visitor's session (travellers needed). */
    async createForSession(body: CreateFlightOrderBody): Promise<FlightOrder> {
      const row = await createBookingSessionRepository(deps.db).findOpen(body.agentId, body.flightOfferId);
      if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
      const session = readSession(row);
      const missing = findMissingSteps(session).filter(
        (step) => step === 'customerDetails' || step === 'passengers',
      );
      if (missing.length > 0) {
        throw new AppError('BOOKING_INCOMPLETE', {
          errors: missing.map((path) => ({ path, message: `${path} must be sent first` })),
        });
      }
      return toFlightOrder(await ensureOrder(deps.db, session));
    },
  };
}
export type FlightOrdersService = ReturnType<typeof createFlightOrdersService>;
