import type { Booking } from '@travel/contract/bookings';
import { type BagAllowance, firstDepartureInstant, isBagAdditionOpen } from '@travel/domain/ancillaries';
import {
  computeBagPrices,
  findSingleBagOption,
  getAllowedBagQuantities,
  type JourneyType,
} from '@travel/domain/baggage';
import { convertMoney, type MoneyAmount, moneyFromMinor, toMinorUnits } from '@travel/domain/money';
import { BOOKING_FEES_USD, BookingReferenceSchema, convertBookingFees } from '@travel/domain/payment';
import type { ErrorCode } from '@travel/domain/problem';
import { createBookingSessionRepository } from '../checkout/booking-session.repository.ts';
import { type BookingRow, createBookingsRepository } from '../checkout/bookings.repository.ts';
import { AppError } from '../errors.ts';
import type { FlightLineSnapshot, PricedBagOption } from '../flights/flight-line.ts';
import type { Clock } from '../platform/clock.ts';
import type { ExchangeRatesRepository } from '../platform/currency/exchange-rates.repository.ts';
import type { Database } from '../platform/db/client.ts';
import { type BagAdditionsRepository, createBagAdditionsRepository } from './bag-additions.repository.ts';

export interface BagAdditionAssessmentDeps {
  db: Database;
  rates: Pick<ExchangeRatesRepository, 'tableOn'>;
  /** The IANA zone of an airport (its clocks are the departure's), undefined when unknown. */
  timeZoneOf: (iataCode: string) => Promise<string | undefined>;
  clock: Clock;
}

/** A booking found by its owner, with what bags it holds and the fare it was priced with. */
export interface OwnedBooking {
  row: BookingRow;
  booking: Booking;
  /** The flight line the booking was sold with; null for another product. */
  flight: FlightLineSnapshot | null;
  additions: Awaited<ReturnType<BagAdditionsRepository['listForBooking']>>;
}

/** Whether and at what price bags may be added to a booking now. */
export interface BagAdditionAssessment {
  /** Null when bags may be added now, otherwise the problem code that says why not. */
  refusal: ErrorCode | null;
  allowance: BagAllowance;
  /** Bags bought with the booking, per direction. */
  booked: Record<JourneyType, number>;
  /** One bag, all in, in the display currency and in USD; null when the fare sells none. */
  unit: { display: MoneyAmount; usd: MoneyAmount } | null;
  /** The per-booking service fee, in the display currency and USD (charged on every purchase). */
  fees: { display: MoneyAmount; usd: MoneyAmount };
  /** The addition's place among the booking's additions if it were made now. */
  sequence: number;
  displayCurrency: string;
}

const JOURNEYS: readonly JourneyType[] = ['onward', 'return'];

/**
 * Reads a booking for its owner and says whether bags may be added to it, from the server's own
 * records only: the booking's state, its cancellations, the first departure (24 h rule), the fare's
 * bag options and the bags it holds. What the line prices and what My Journey shows come from here.
 */
export function createBagAdditionAssessment(deps: BagAdditionAssessmentDeps) {
  const bookings = createBookingsRepository(deps.db);
  const sessions = createBookingSessionRepository(deps.db);
  const additions = createBagAdditionsRepository(deps.db);

  async function rateTable(currency: string) {
    const table = await deps.rates.tableOn(deps.clock.now().toISOString().slice(0, 10));
    if (!table) throw new AppError('CURRENCY_NOT_SUPPORTED', { detail: `No rates for ${currency} today` });
    return table;
  }

  /** USD minor units in `currency`, at today's rate. */
  async function fromUsd(amount: number, currency: string): Promise<MoneyAmount> {
    if (currency === 'USD') return { amount, currency };
    const converted = convertMoney(moneyFromMinor(amount, 'USD'), currency, await rateTable(currency));
    return { amount: toMinorUnits(converted), currency };
  }

  async function feesIn(currency: string): Promise<MoneyAmount> {
    if (currency === 'USD')
      return { amount: BOOKING_FEES_USD.reduce((sum, f) => sum + f.amount, 0), currency };
    return convertBookingFees(currency, await rateTable(currency));
  }

  /** Whether the booking's first flight leaves 24 hours from now or later, on its airport's clocks. */
  async function isStillOpen(booking: Booking): Promise<boolean> {
    const first = booking.itinerary[0]?.segments[0];
    if (!first) return false;
    const departure = firstDepartureInstant(first.departureAt, await deps.timeZoneOf(first.from));
    return isBagAdditionOpen(departure, deps.clock.now());
  }

  return {
    /** The booking for its reference and e-mail (the same 404 for a wrong either, as My Journey). */
    async load(referenceId: string, email: string): Promise<OwnedBooking> {
      const reference = BookingReferenceSchema.safeParse(referenceId.trim().toUpperCase());
      const row = reference.success
        ? await bookings.findByReferenceAndEmail(reference.data, email.trim())
        : undefined;
      if (!row) throw new AppError('BOOKING_NOT_FOUND');
      const session = await sessions.findById(row.sessionId);
      const flight = session?.productType === 'flight' ? (session.line.snapshot as FlightLineSnapshot) : null;
      return {
        row,
        booking: { ...row.details, status: row.status },
        flight,
        additions: await additions.listForBooking(row.id),
      };
    },

    /**
     * The refusal first found, in the order a traveller can act on: a fare that sells no bags, a
     * booking not issued, cancelled or being cancelled, a first flight less than 24 hours away.
     */
    async assess(owned: OwnedBooking, currency?: string): Promise<BagAdditionAssessment> {
      const { row, booking, flight } = owned;
      const displayCurrency = currency ?? row.displayCurrency;
      const single = flight
        ? (findSingleBagOption({ bags: flight.bagOptions }) as PricedBagOption | undefined)
        : undefined;
      const prices = single ? computeBagPrices(single.price, single.intPrice) : null;
      const usd = prices?.usd ?? null;
      // The fare's own currency when the visitor sees that one; otherwise the USD charge converted.
      const display = prices
        ? single?.price.currencyCode === displayCurrency
          ? prices.display
          : await fromUsd(prices.usd.amount, displayCurrency)
        : null;
      const booked = { onward: 0, return: 0 };
      for (const bags of booking.additionalServices.baggages) booked[bags.journeyType] += bags.quantity;
      const held = { ...booked };
      for (const { addition } of owned.additions) {
        held.onward += addition.onwardQuantity;
        held.return += addition.returnQuantity;
      }
      const directions = JOURNEYS.filter((journey) =>
        booking.itinerary.some((leg) => leg.journeyType === journey && leg.segments.length > 0),
      );
      const allowance: BagAllowance = {
        // A lap infant has no seat and no bag of their own (the fare sells them none).
        travelerIds: booking.passenger.filter((p) => p.type !== 'infant').map((p) => p.travelerId),
        directions,
        maxPerTraveller:
          single && flight ? Math.max(...getAllowedBagQuantities({ bags: flight.bagOptions })) : 0,
        held,
        // Each paid addition's own lines: what each traveller holds comes from the records, never the request.
        added: owned.additions.flatMap(({ addition }) => addition.bags),
      };
      let refusal: ErrorCode | null = null;
      if (!single || booking.productType === 'hotel' || booking.productType === 'bag-addition') {
        refusal = 'BAG_ADDITION_NOT_OFFERED';
      } else if (row.status !== 'ordered') refusal = 'BAG_ADDITION_NOT_CONFIRMED';
      else if (await additions.hasClosingCancellation(row.id)) refusal = 'BAG_ADDITION_CANCELLED';
      else if (!(await isStillOpen(booking))) refusal = 'BAG_ADDITION_TOO_LATE';
      const feesUsd = await feesIn('USD');
      return {
        refusal,
        allowance,
        booked,
        unit: display && usd ? { display, usd } : null,
        fees: { display: await feesIn(displayCurrency), usd: feesUsd },
        sequence: owned.additions.length + 1,
        displayCurrency,
      };
    },
  };
}
export type BagAdditionAssessmentService = ReturnType<typeof createBagAdditionAssessment>;
