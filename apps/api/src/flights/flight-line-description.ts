import type { SiteLocale } from '@travel/contract/locale';
import { getDirectionSegmentIds } from '@travel/domain/baggage';
import type {
  BookedLine,
  LineBookingView,
  LineDescription,
  LineSection,
  SupplierOrderRef,
} from '../checkout/product-line.ts';
import { mailI18n } from '../platform/i18n/mail-i18n.ts';
import { FLIGHT_PRODUCT_TYPE, type FlightLineSnapshot } from './flight-line.ts';

type Locale = SiteLocale;

const DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
};
const DATE_FORMATS = {
  es: new Intl.DateTimeFormat('es-419', DATE_OPTIONS),
  en: new Intl.DateTimeFormat('en-US', DATE_OPTIONS),
  pt: new Intl.DateTimeFormat('pt-BR', DATE_OPTIONS),
};

/** A segment's local time ('2027-03-10T07:45:00', no offset) as the reader's words; read as UTC so it never shifts. */
function formatLocalTime(localDateTime: string, locale: Locale): string {
  const date = new Date(`${localDateTime.slice(0, 19)}Z`);
  return Number.isNaN(date.getTime()) ? localDateTime : DATE_FORMATS[locale].format(date);
}

/**
 * The flight's part of the booking answer (spec §7): travellers with the offer's ids, itinerary, the
 * offer itself, the bags added, and the airline order once it exists.
 */
export function buildFlightBookingView(
  booked: BookedLine<FlightLineSnapshot>,
  order: SupplierOrderRef | null,
): LineBookingView {
  const { offer, bags, dictionaries } = booked.line.snapshot;
  const carriers = dictionaries?.carriers ?? {};
  const directions = getDirectionSegmentIds(offer);
  return {
    passenger: booked.travellers.map((p) => ({
      id: p.id,
      travelerId: p.travelerId,
      firstName: p.firstName,
      ...(p.middleName ? { middleName: p.middleName } : {}),
      lastName: p.lastName,
      type: p.type,
    })),
    itinerary: offer.itineraries.map((itinerary, index) => ({
      journeyType: index === 0 ? 'onward' : 'return',
      ...(itinerary.duration ? { duration: itinerary.duration } : {}),
      segments: itinerary.segments.map((s) => ({
        id: s.id,
        from: s.departure.iataCode,
        to: s.arrival.iataCode,
        departureAt: s.departure.at,
        arrivalAt: s.arrival.at,
        carrierCode: s.carrierCode,
        ...(carriers[s.carrierCode] ? { carrierName: carriers[s.carrierCode] } : {}),
        number: s.number,
        ...(s.duration ? { duration: s.duration } : {}),
      })),
    })),
    selectedFlightOffer: { FlightOffer: offer },
    additionalServices: {
      baggages: bags
        .filter((bag) => bag.quantity > 0 && directions[bag.journeyType].length > 0)
        .map((bag) => ({
          journeyType: bag.journeyType,
          quantity: bag.quantity,
          amount: bag.totalAmount.amount,
          currency: bag.totalAmount.currency,
          amountUsd: bag.totalAmountUsd.amount,
        })),
    },
    flightOrder: order ? { id: order.id, reference: order.reference } : null,
  };
}

/**
 * A flight in the reader's words, for the e-mails and the payment page: travellers, the itinerary in
 * local times, the extra bags and the airline's record locator.
 */
export function describeFlightLine(
  booked: BookedLine<FlightLineSnapshot>,
  options: { locale: Locale; order: SupplierOrderRef | null },
): LineDescription {
  const { locale, order } = options;
  const t = mailI18n.getFixedT(locale, 'mail', 'flightLine');
  const view = buildFlightBookingView(booked, order);
  const firstLeg = view.itinerary[0]?.segments ?? [];
  const from = firstLeg[0]?.from ?? '';
  const to = firstLeg[firstLeg.length - 1]?.to ?? '';
  const title = t('title', { route: `${from}-${to}` });
  const travellers = view.passenger.map(
    (p) =>
      `${[p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ')} (${t(`passengerType.${p.type}`)})`,
  );
  const bags = view.additionalServices.baggages.map(
    (bag) => `${t(bag.journeyType)}: ${t('bagCount', { count: bag.quantity })}`,
  );
  const sections: LineSection[] = [
    { kind: 'list', heading: t('travellers'), items: travellers },
    {
      kind: 'groups',
      heading: t('itinerary'),
      groups: view.itinerary.map((leg) => ({
        heading: t(leg.journeyType),
        items: leg.segments.map(
          (s) =>
            `${s.carrierCode}${s.number} ${s.from} ${formatLocalTime(s.departureAt, locale)} → ${s.to} ${formatLocalTime(s.arrivalAt, locale)}`,
        ),
      })),
      note: t('times'),
    },
    ...(bags.length > 0 ? [{ kind: 'fact' as const, label: t('bags'), value: bags.join(', ') }] : []),
  ];
  const lastLeg = view.itinerary[view.itinerary.length - 1]?.segments ?? [];
  const end = view.itinerary.length > 1 ? lastLeg[lastLeg.length - 1]?.arrivalAt.slice(0, 10) : undefined;
  return {
    productType: FLIGHT_PRODUCT_TYPE,
    title,
    summary: t('summary', { title, count: view.passenger.length }),
    dates: { start: firstLeg[0]?.departureAt.slice(0, 10) ?? '', ...(end ? { end } : {}) },
    sections,
    references: order ? [{ label: t('recordLocator'), value: order.reference }] : [],
    orderFailed: {
      notIssued: t('notIssued', { route: `${from}–${to}` }),
      tryAgain: t('tryAgain'),
    },
  };
}
