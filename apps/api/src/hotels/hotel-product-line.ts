import type { Passenger } from '@travel/domain/booking';
import { getAgeOn } from '@travel/domain/search';
import { type LineRequirements, NO_EXTRAS_OFFERED, type ProductLine } from '../checkout/product-line.ts';
import { AppError } from '../errors.ts';
import { HOTEL_PRODUCT_TYPE, type HotelLineSnapshot, type HotelSelection } from './hotel-line.ts';
import { buildHotelBookingView, buildHotelLineView, describeHotelLine } from './hotel-line-description.ts';
import type { HotelOrdersService } from './hotel-orders.service.ts';
import type { HotelsService } from './hotels.service.ts';

export interface HotelProductLineDeps {
  hotels: Pick<HotelsService, 'quoteOffer'>;
  hotelOrders: Pick<HotelOrdersService, 'ensureOrder'>;
}

const cents = (value: string) => Math.round(Number(value) * 100);

/** The stay's guests room by room, adults first: the slot ids checkout gives them, with children's ages. */
function listGuestSlots(stay: HotelLineSnapshot['stay']) {
  const slots: Array<{ id: string; type: Passenger['type']; age?: number }> = [];
  for (const room of stay.rooms) {
    for (let a = 0; a < room.adults; a++) slots.push({ id: String(slots.length + 1), type: 'adult' });
    for (const age of room.childAges) slots.push({ id: String(slots.length + 1), type: slotType(age), age });
  }
  return slots;
}

/** At least one night (NaN when the supplier left a date out) and a total above zero. */
function isSellableStay(quote: { stay: { nights: number }; offer: { price: { total: string } } }) {
  return quote.stay.nights >= 1 && cents(quote.offer.price.total) > 0;
}

/** A guest's slot type by their age on arrival, as checkout checks ages: under 2 infant, under 12 child. */
function slotType(age: number): Passenger['type'] {
  if (age < 2) return 'infant';
  if (age < 12) return 'child';
  return 'adult';
}

/**
 * A hotel room as checkout's product line (decision 013): priced by the supplier, booked after
 * payment, no extras. Guests are the travellers; the stay is the trip; no document is checked.
 */
export function createHotelProductLine(
  deps: HotelProductLineDeps,
): ProductLine<HotelLineSnapshot, HotelSelection> {
  return {
    productType: HOTEL_PRODUCT_TYPE,

    /**
     * set/hotel-order: re-prices the room offer through the supplier; a USD total the browser saw that
     * differs from the supplier's now is refused (OFFER_PRICE_CHANGED), a gone offer is OFFER_GONE, and
     * so is a stay the supplier priced at no night or nothing.
     */
    async price({ key, selection }) {
      if (selection.hotelOffer.id !== key) {
        throw new AppError('VALIDATION_FAILED', {
          errors: [{ path: 'flightOfferId', message: 'flightOfferId must be the id of hotelOffer' }],
        });
      }
      const quote = await deps.hotels.quoteOffer(key, selection.currencyCode, selection.rooms);
      // Whatever the supplier answers, a stay of no night or a room for nothing is not sold: the
      // visitor would pay only the site's fees for a booking the hotel never priced.
      if (!isSellableStay(quote)) throw new AppError('OFFER_GONE');
      const claimed = selection.hotelOffer.price.total;
      if (!Number.isFinite(Number(claimed)) || cents(claimed) !== cents(quote.offer.price.total)) {
        throw new AppError('OFFER_PRICE_CHANGED', {
          detail: `The room now costs ${quote.offer.price.total} USD`,
        });
      }
      return {
        displayCurrency: selection.currencyCode,
        line: {
          snapshot: {
            offer: quote.offer,
            hotel: quote.hotel,
            boardType: quote.boardType,
            stay: quote.stay,
            price: quote.price,
            words: quote.words,
          },
          base: { usd: quote.price.totalUsd.amount, display: quote.price.total.amount },
          extras: { usd: 0, display: 0 },
        },
      };
    },

    /** One slot per guest (children typed by their age on arrival); the stay's dates are the trip. */
    requirements({ stay }): LineRequirements {
      return {
        contact: true,
        billing: true,
        travellers: {
          slots: listGuestSlots(stay).map(({ id, type }) => ({ id, type })),
          trip: { departureDate: stay.checkInDate, returnDate: stay.checkOutDate },
          documents: false,
        },
      };
    },

    selectionView: (snapshot, locale) => ({
      productType: 'hotel',
      hotel: buildHotelLineView(snapshot, locale, null),
    }),

    // No extras on a room: its board is chosen with the offer.
    hasExtras: () => false,
    describeExtras: () => NO_EXTRAS_OFFERED,
    chooseExtras() {
      throw new AppError('VALIDATION_FAILED', {
        errors: [{ path: 'additionalServices', message: 'a hotel room has no extras to add' }],
      });
    },
    countExtras: () => ({ onward: 0, return: 0 }),

    async createOrder(booked, { idempotencyKey }) {
      const { snapshot } = booked.line;
      const slots = listGuestSlots(snapshot.stay);
      const row = await deps.hotelOrders.ensureOrder(
        {
          id: booked.sessionId,
          offerId: snapshot.offer.id,
          paidTotalUsd: snapshot.offer.price.total,
          checkInDate: snapshot.stay.checkInDate,
          contact: booked.contact,
          guests: booked.travellers.map((t) => {
            // A child's age on arrival: from the date of birth when given, else the age searched for.
            const age =
              'dateOfBirth' in t
                ? getAgeOn(t.dateOfBirth, snapshot.stay.checkInDate)
                : slots.find((slot) => slot.id === t.travelerId)?.age;
            return {
              firstName: t.firstName,
              ...(t.middleName ? { middleName: t.middleName } : {}),
              lastName: t.lastName,
              ...(age !== undefined && age < 18 ? { childAge: age } : {}),
            };
          }),
        },
        idempotencyKey,
      );
      return { id: row.id, reference: row.confirmationNumber };
    },

    describe: describeHotelLine,
    bookingView: buildHotelBookingView,
  };
}
