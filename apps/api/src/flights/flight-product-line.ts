import type { SetFlightOrderBody } from '@travel/contract/booking-session';
import { isAdditionalBaggageAllowed } from '@travel/domain/baggage';
import type { Passenger } from '@travel/domain/booking';
import { moneyFromDecimal, toMinorUnits } from '@travel/domain/money';
import { isFullTraveller, type LineRequirements, type ProductLine } from '../checkout/product-line.ts';
import { AppError } from '../errors.ts';
import type { AirService } from './air.service.ts';
import { chooseFlightBags, countFlightBags, describeFlightBags } from './flight-bags.ts';
import { FLIGHT_PRODUCT_TYPE, type FlightLineSnapshot, type PricedFlightOffer } from './flight-line.ts';
import { buildFlightBookingView, describeFlightLine } from './flight-line-description.ts';
import type { FlightOrdersService } from './flight-orders.service.ts';

export interface FlightProductLineDeps {
  air: Pick<AirService, 'validate'>;
  flightOrders: Pick<FlightOrdersService, 'ensureOrder'>;
}

const WIRE_TYPE: Record<string, Passenger['type']> = { CHILD: 'child', HELD_INFANT: 'infant' };
const wireType = (travelerType: string): Passenger['type'] => WIRE_TYPE[travelerType] ?? 'adult';

/** A flight as checkout's product line (ARCHITECTURE §5): priced by the supplier, ordered after payment. */
export function createFlightProductLine(
  deps: FlightProductLineDeps,
): ProductLine<FlightLineSnapshot, SetFlightOrderBody['flightOffer']> {
  return {
    productType: FLIGHT_PRODUCT_TYPE,

    /**
     * Spec §7 set/flight-order: re-prices the offer through the supplier (never the browser's price);
     * a browser's USD price that differs from the supplier's is refused (OFFER_PRICE_CHANGED).
     */
    async price({ key, selection, metaName }) {
      if (selection.id !== key) {
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ path: 'flightOfferId', message: 'flightOfferId must be the id of flightOffer' }],
        });
      }
      const priced = await deps.air.validate({
        type: 'flight-offers-pricing',
        flightOffer: selection,
        ...(metaName ? { metaName } : {}),
      });
      const offer = priced.data.flightOffers[0] as PricedFlightOffer | undefined;
      if (!offer?.price.intTotal) throw new AppError('OFFER_GONE');
      const claimed = selection.price.intTotal;
      if (claimed && (claimed.currency !== 'USD' || claimed.amount !== offer.price.intTotal.amount)) {
        throw new AppError('OFFER_PRICE_CHANGED', {
          detail:
            priced.warnings[0]?.detail ?? `The offer now costs ${offer.price.total} ${offer.price.currency}`,
        });
      }
      const currency = offer.price.currency;
      return {
        displayCurrency: currency,
        line: {
          snapshot: {
            offer,
            bagOptions: priced.included.bags,
            fareRules: priced.included['detailed-fare-rules'],
            dictionaries: priced.dictionaries,
            bags: [],
            additionalServicesId: null,
          },
          base: {
            usd: offer.price.intTotal.amount,
            display: toMinorUnits(moneyFromDecimal(offer.price.total, currency)),
          },
          extras: { usd: 0, display: 0 },
        },
      };
    },

    /**
     * One traveller per traveller pricing of the offer, of its type; ages and documents checked on the
     * flight dates (the first departure and, for a round trip, the return's departure).
     */
    requirements({ offer }, today): LineRequirements {
      const first = offer.itineraries[0]?.segments[0]?.departure.at.slice(0, 10) ?? today;
      const last = offer.itineraries[offer.itineraries.length - 1]?.segments[0]?.departure.at.slice(0, 10);
      return {
        contact: true,
        billing: true,
        travellers: {
          slots: offer.travelerPricings.map((t) => ({ id: t.travelerId, type: wireType(t.travelerType) })),
          trip: {
            departureDate: first,
            ...(offer.itineraries.length > 1 && last ? { returnDate: last } : {}),
          },
          documents: true,
        },
      };
    },

    selectionView: (snapshot) => ({
      offer: snapshot.offer,
      dictionaries: { carriers: snapshot.dictionaries?.carriers ?? {} },
    }),

    hasExtras: (snapshot) => isAdditionalBaggageAllowed({ bags: snapshot.bagOptions }),
    describeExtras: describeFlightBags,
    chooseExtras: chooseFlightBags,
    countExtras: countFlightBags,

    async createOrder(booked, { idempotencyKey }) {
      const row = await deps.flightOrders.ensureOrder(
        {
          id: booked.sessionId,
          offer: booked.line.snapshot.offer,
          customer: booked.contact,
          // A flight's line needs documents: checkout stored full passengers.
          passengers: booked.travellers.filter(isFullTraveller),
        },
        idempotencyKey,
      );
      return { id: row.id, reference: row.reference };
    },

    describe: describeFlightLine,
    bookingView: buildFlightBookingView,
  };
}
