import type {
  BookingBags,
  BookingBagsBody,
  SetBagAdditionOrderBody,
  SetBagAdditionOrderResponse,
} from '@travel/contract/bag-additions';
import type { SiteLocale } from '@travel/contract/locale';
import { countTravellerBags } from '@travel/domain/ancillaries';
import { pickBillingAddress } from '../checkout/billing-address.ts';
import type { BookingSessionRepository } from '../checkout/booking-session.repository.ts';
import type { BookingSessionService } from '../checkout/booking-session.service.ts';
import type { PaymentStartService } from '../checkout/payment-start.service.ts';
import { assertClientAmount, computeSessionTotals } from '../checkout/session-totals.ts';
import { AppError } from '../errors.ts';
import type { Ids } from '../platform/ids.ts';
import type { BagAdditionAssessmentService } from './bag-addition-assessment.ts';
import { BAG_ADDITION_PRODUCT_TYPE, bagAdditionCartKey } from './bag-addition-line.ts';

/** Reads and writes of the cart before a request that keeps changing it is told to send again. */
const CART_WRITE_ATTEMPTS = 3;

export interface BagAdditionsServiceDeps {
  assessment: BagAdditionAssessmentService;
  sessions: Pick<BookingSessionRepository, 'findOpen' | 'update'>;
  cart: Pick<BookingSessionService, 'selectLine'>;
  /** Releases the visitor's unpaid cart for the same booking, when they come back to change the bags. */
  abandonPayment: PaymentStartService['abandonPayment'];
  ids: Pick<Ids, 'uuid'>;
}

/**
 * My Journey's bags (what the booking holds, what may still be added, at what price) and the cart
 * that sells an addition: opened through checkout's own cart with the bag-addition line, then given
 * the booking's contact and billing so the traveller goes straight to the payment page.
 */
export function createBagAdditionsService(deps: BagAdditionsServiceDeps) {
  async function selectBags(body: SetBagAdditionOrderBody, key: string, locale: SiteLocale) {
    const selection = {
      agentId: body.agentId,
      key,
      selection: {
        referenceId: body.referenceId,
        email: body.email,
        bags: body.bags,
        ...(body.currencyCode ? { currencyCode: body.currencyCode } : {}),
      },
      locale,
    };
    try {
      return await deps.cart.selectLine(BAG_ADDITION_PRODUCT_TYPE, selection);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'SESSION_LOCKED') throw error;
      // An unpaid payment page froze the cart: it is released (never one that was paid) and the bags chosen again.
      await deps.abandonPayment({ agentId: body.agentId, flightOfferId: key });
      return deps.cart.selectLine(BAG_ADDITION_PRODUCT_TYPE, selection);
    }
  }

  return {
    async describeBags(body: BookingBagsBody): Promise<BookingBags> {
      const owned = await deps.assessment.load(body.referenceId, body.email);
      const assessment = await deps.assessment.assess(owned, body.currencyCode);
      const { booking } = owned;
      return {
        referenceId: owned.row.reference,
        refusal: assessment.refusal,
        travellers: booking.passenger
          .filter((p) => assessment.allowance.travelerIds.includes(p.travelerId))
          .map((p) => ({
            travelerId: p.travelerId,
            firstName: p.firstName,
            lastName: p.lastName,
            type: p.type,
            added: countTravellerBags(assessment.allowance.added, p.travelerId),
          })),
        directions: booking.itinerary.flatMap((leg) => {
          const first = leg.segments[0];
          const last = leg.segments[leg.segments.length - 1];
          if (!first || !last) return [];
          const booked = assessment.booked[leg.journeyType];
          return [
            {
              journeyType: leg.journeyType,
              from: first.from,
              to: last.to,
              departureAt: first.departureAt,
              booked,
              added: assessment.allowance.held[leg.journeyType] - booked,
            },
          ];
        }),
        maxPerTraveller: assessment.allowance.maxPerTraveller,
        singleBagPrice: assessment.unit?.display ?? null,
        singleBagPriceUsd: assessment.unit?.usd ?? null,
        fees: assessment.fees.display,
        feesUsd: assessment.fees.usd,
        additions: owned.additions.map(({ addition, booking: paid }) => ({
          referenceId: paid.reference,
          bookingReferenceId: owned.row.reference,
          createdAt: addition.createdAt.toISOString(),
          bags: addition.bags,
          perDirection: { onward: addition.onwardQuantity, return: addition.returnQuantity },
          totalPaid: paid.details.totalPaid,
          charged: paid.details.charged,
        })),
      };
    },

    /**
     * Puts the bags in the visitor's cart for this booking (one cart per visitor and booking), priced
     * by the line from the booking's fare; the booking's contact and billing are the purchase's. A
     * stated total that is not the server's is refused (AMOUNT_MISMATCH) before any payment starts.
     */
    async openCart(body: SetBagAdditionOrderBody): Promise<SetBagAdditionOrderResponse['data']> {
      const owned = await deps.assessment.load(body.referenceId, body.email);
      const { booking } = owned;
      const key = bagAdditionCartKey(owned.row.reference);
      const selected = await selectBags(body, key, body.locale ?? booking.locale);
      const billing = booking.billingInformation;
      // The purchase's contact and billing go onto the content they were priced from: a request
      // that changed the cart in between (the bags chosen again in another tab) is read again.
      for (let attempt = 1; ; attempt += 1) {
        const row = await deps.sessions.findOpen(body.agentId, key);
        if (!row) throw new AppError('BOOKING_SESSION_NOT_FOUND');
        if (row.lockedCartId) throw new AppError('SESSION_LOCKED');
        const totals = computeSessionTotals(row);
        const saved = await deps.sessions.update(
          row.id,
          {
            customer: {
              customerId: row.customer?.customerId ?? deps.ids.uuid(),
              email: booking.contact.email,
              phone: booking.contact.phone,
              newsletterSubscribe: false,
            },
            passengers: [],
            billing: {
              amount: totals.display.total.amount,
              currency: totals.display.total.currency,
              isCardHolderTraveling: true,
              ...pickBillingAddress(billing),
            },
          },
          row.version,
        );
        if (saved) {
          if (body.expectedTotal) assertClientAmount(totals, body.expectedTotal, 'expectedTotal');
          return { sessionId: selected.id, flightOfferId: key, totals };
        }
        if (attempt === CART_WRITE_ATTEMPTS) {
          throw new AppError('SERVICE_UNAVAILABLE', {
            detail: 'the cart kept changing while its billing was written; send it again',
          });
        }
      }
    },
  };
}
export type BagAdditionsService = ReturnType<typeof createBagAdditionsService>;
