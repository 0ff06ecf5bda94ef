import { planBagAddition } from '@travel/domain/ancillaries';
import { fromMoneyAmount, multiplyMoney, toMoneyAmount } from '@travel/domain/money';
import { createBookingsRepository } from '../checkout/bookings.repository.ts';
import { type LineRequirements, NO_EXTRAS_OFFERED, type ProductLine } from '../checkout/product-line.ts';
import { AppError } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/client.ts';
import { renderBagAdditionConfirmation } from './bag-addition.mail.ts';
import type { BagAdditionAssessmentService } from './bag-addition-assessment.ts';
import { buildBagAdditionBookingView, describeBagAddition } from './bag-addition-description.ts';
import {
  BAG_ADDITION_PRODUCT_TYPE,
  type BagAdditionSelection,
  type BagAdditionSnapshot,
  bagAdditionCartKey,
} from './bag-addition-line.ts';
import { createBagAdditionsRepository } from './bag-additions.repository.ts';

export interface BagAdditionProductLineDeps {
  db: Database;
  assessment: BagAdditionAssessmentService;
  clock: Clock;
}

/**
 * Checked bags added to a paid flight booking, sold through checkout like any product (issue 17,
 * decision 021). Priced on the server from the booking's own fare (never the browser's price); the
 * "order" after payment adds the bags to the booking, once per payment and never on a stale state.
 */
export function createBagAdditionProductLine(
  deps: BagAdditionProductLineDeps,
): ProductLine<BagAdditionSnapshot, BagAdditionSelection> {
  const bookings = createBookingsRepository(deps.db);

  return {
    productType: BAG_ADDITION_PRODUCT_TYPE,

    /**
     * The booking is found by its owner's proof, must take bags now (issued, not cancelled, first
     * flight 24 h away or more) and the bags must fit the fare: each refusal has its own code.
     */
    async price({ key, selection }) {
      const owned = await deps.assessment.load(selection.referenceId, selection.email);
      if (key !== bagAdditionCartKey(owned.row.reference)) {
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ path: 'flightOfferId', message: 'the cart key must name the booking' }],
        });
      }
      const assessment = await deps.assessment.assess(owned, selection.currencyCode);
      if (assessment.refusal) throw new AppError(assessment.refusal, { reference: owned.row.reference });
      const unit = assessment.unit;
      if (!unit) throw new AppError('BAG_ADDITION_NOT_OFFERED');
      const plan = planBagAddition(assessment.allowance, selection.bags);
      if (!plan.ok) {
        const overAllowance = plan.issues.some((issue) => issue.kind === 'allowance');
        throw new AppError(overAllowance ? 'BAG_ADDITION_OVER_ALLOWANCE' : 'VALIDATION_FAILED', {
          errors: plan.issues.map(({ path, message }) => ({ path, message })),
        });
      }
      const total = (price: typeof unit.usd) =>
        toMoneyAmount(multiplyMoney(fromMoneyAmount(price), plan.total));
      const { booking } = owned;
      return {
        displayCurrency: assessment.displayCurrency,
        line: {
          snapshot: {
            original: { bookingId: owned.row.id, referenceId: owned.row.reference, locale: booking.locale },
            sequence: assessment.sequence,
            items: plan.items,
            perDirection: plan.perDirection,
            unit,
            travellers: booking.passenger,
            itinerary: booking.itinerary,
            firstDepartureDate: booking.itinerary[0]?.segments[0]?.departureAt.slice(0, 10) ?? '',
          },
          // The bags are the extras of a purchase that sells nothing else.
          base: { usd: 0, display: 0 },
          extras: { usd: total(unit.usd).amount, display: total(unit.display).amount },
        },
      };
    },

    selectionView: () => ({}),

    amendedReference: (snapshot) => snapshot.original.referenceId,

    /** The contact and billing are the booking's own (set with the cart); no traveller is asked again. */
    requirements: (snapshot): LineRequirements => ({
      contact: true,
      contactFixed: true,
      billing: true,
      travellers: { slots: [], trip: { departureDate: snapshot.firstDepartureDate }, documents: false },
    }),

    // The bags are the product: nothing more is sold on top of them.
    hasExtras: () => false,
    describeExtras: () => NO_EXTRAS_OFFERED,
    chooseExtras() {
      throw new AppError('VALIDATION_FAILED', {
        errors: [{ path: 'additionalServices', message: 'a bag addition is chosen with its cart' }],
      });
    },
    countExtras: (snapshot) => snapshot.perDirection,

    /**
     * After payment: adds the bags to the booking, once per payment (the cart is unique). Under the
     * booking's row lock it checks again that the booking still takes bags and that no addition landed
     * since this one was priced; if one did, or the booking closed, it throws and checkout voids the
     * payment (nothing is charged, the traveller is told).
     */
    async createOrder(booked, { idempotencyKey }) {
      const repository = createBagAdditionsRepository(deps.db);
      const done = await repository.findByCartId(idempotencyKey);
      const own = await bookings.findByCartId(idempotencyKey);
      if (!own) throw new Error('a bag addition is ordered only once its payment is booked');
      if (done) return { id: done.id, reference: own.reference };
      const { snapshot } = booked.line;
      // The booking's state and the 24 h rule now, as when it was priced (read outside the transaction).
      const original = await bookings.findById(snapshot.original.bookingId);
      if (!original) throw new AppError('BOOKING_NOT_FOUND');
      const assessment = await deps.assessment.assess(
        await deps.assessment.load(original.reference, original.email),
      );
      if (assessment.refusal) throw new AppError(assessment.refusal, { reference: original.reference });
      const row = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Database;
        const txAdditions = createBagAdditionsRepository(db);
        await txAdditions.lockBooking(original.id);
        const again = await txAdditions.findByCartId(idempotencyKey);
        if (again) return again;
        // Under the lock: still issued, still not being cancelled, and no addition since this was priced.
        const current = await createBookingsRepository(db).findById(original.id);
        if (current?.status !== 'ordered') throw new AppError('BAG_ADDITION_NOT_CONFIRMED');
        if (await txAdditions.hasClosingCancellation(original.id))
          throw new AppError('BAG_ADDITION_CANCELLED');
        const made = await txAdditions.listForBooking(original.id);
        if (made.length + 1 !== snapshot.sequence) throw new AppError('BAG_ADDITION_SUPERSEDED');
        const created = await txAdditions.insertIfAbsent({
          bookingId: own.id,
          originalBookingId: original.id,
          cartId: idempotencyKey,
          sequence: snapshot.sequence,
          bags: snapshot.items,
          onwardQuantity: snapshot.perDirection.onward,
          returnQuantity: snapshot.perDirection.return,
          createdAt: deps.clock.now(),
        });
        // Taken between the count and the insert: the unique (booking, sequence) is the last guard.
        if (!created) throw new AppError('BAG_ADDITION_SUPERSEDED');
        return created;
      });
      return { id: row.id, reference: own.reference };
    },

    describe: describeBagAddition,
    bookingView: buildBagAdditionBookingView,
    renderConfirmation: renderBagAdditionConfirmation,
  };
}
