import type { BagAdditionView } from '@travel/contract/bag-additions';
import type { SiteLocale } from '@travel/contract/locale';
import type {
  BookedLine,
  LineBookingView,
  LineDescription,
  SupplierOrderRef,
} from '../checkout/product-line.ts';
import { mailI18n } from '../platform/i18n/mail-i18n.ts';
import { BAG_ADDITION_PRODUCT_TYPE, type BagAdditionSnapshot } from './bag-addition-line.ts';

const fullName = (p: { firstName: string; middleName?: string; lastName: string }) =>
  [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');

/** The bags per traveller and direction as sentences: 'María Pérez · Ida BOG–MIA: 1 maleta facturada'. */
export function describeBagItems(snapshot: BagAdditionSnapshot, locale: SiteLocale): string[] {
  const t = mailI18n.getFixedT(locale, 'mail', 'bagAddition');
  const words = mailI18n.getFixedT(locale, 'mail', 'flightLine');
  return snapshot.items.map((item) => {
    const traveller = snapshot.travellers.find((p) => p.travelerId === item.travelerId);
    const leg = snapshot.itinerary.find((l) => l.journeyType === item.journeyType)?.segments ?? [];
    const route = `${leg[0]?.from ?? ''}–${leg[leg.length - 1]?.to ?? ''}`;
    return t('item', {
      name: traveller ? fullName(traveller) : item.travelerId,
      journey: words(item.journeyType),
      route,
      count: item.quantity,
    });
  });
}

/** The addition as My Journey and the confirmation show it, once it has its own reference. */
export function buildBagAdditionView(snapshot: BagAdditionSnapshot, referenceId: string): BagAdditionView {
  return {
    referenceId,
    bookingReferenceId: snapshot.original.referenceId,
    bags: snapshot.items,
    perDirection: snapshot.perDirection,
  };
}

/** The addition's part of its booking answer: the travellers and trip it adds to, and the bags. */
export function buildBagAdditionBookingView(
  booked: BookedLine<BagAdditionSnapshot>,
  order: SupplierOrderRef | null,
): LineBookingView {
  const { snapshot } = booked.line;
  const { unit } = snapshot;
  return {
    passenger: snapshot.travellers,
    itinerary: snapshot.itinerary,
    // No offer is sold: the bags ride on the booking's own flights.
    selectedFlightOffer: { FlightOffer: {} },
    additionalServices: {
      baggages: (['onward', 'return'] as const)
        .filter((journey) => snapshot.perDirection[journey] > 0)
        .map((journey) => ({
          journeyType: journey,
          quantity: snapshot.perDirection[journey],
          amount: unit.display.amount * snapshot.perDirection[journey],
          currency: unit.display.currency,
          amountUsd: unit.usd.amount * snapshot.perDirection[journey],
        })),
    },
    flightOrder: null,
    productType: BAG_ADDITION_PRODUCT_TYPE,
    ...(order ? { bagAddition: buildBagAdditionView(snapshot, order.reference) } : {}),
  };
}

/** The addition in the reader's language, for the e-mails and the payment page. */
export function describeBagAddition(
  booked: BookedLine<BagAdditionSnapshot>,
  options: { locale: SiteLocale; order: SupplierOrderRef | null },
): LineDescription {
  const { snapshot } = booked.line;
  const t = mailI18n.getFixedT(options.locale, 'mail', 'bagAddition');
  const reference = snapshot.original.referenceId;
  const count = snapshot.perDirection.onward + snapshot.perDirection.return;
  return {
    productType: BAG_ADDITION_PRODUCT_TYPE,
    title: t('title', { reference }),
    summary: t('summary', { reference, count }),
    dates: { start: snapshot.firstDepartureDate },
    sections: [{ kind: 'list', heading: t('bags'), items: describeBagItems(snapshot, options.locale) }],
    references: [{ label: t('booking'), value: reference }],
    orderFailed: { notIssued: t('notIssued', { reference }), tryAgain: t('tryAgain') },
  };
}
