import type { HotelLineView } from '@travel/contract/hotels';
import type { SiteLocale } from '@travel/contract/locale';
import type {
  BookedLine,
  LineBookingView,
  LineDescription,
  LineSection,
  SupplierOrderRef,
} from '../checkout/product-line.ts';
import { mailI18n } from '../platform/i18n/mail-i18n.ts';
import { HOTEL_PRODUCT_TYPE, type HotelLineSnapshot } from './hotel-line.ts';

type Locale = SiteLocale;

const DAY_OPTIONS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
const DATE_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-419', DAY_OPTIONS),
  en: new Intl.DateTimeFormat('en-US', DAY_OPTIONS),
  pt: new Intl.DateTimeFormat('pt-BR', DAY_OPTIONS),
};

/** A calendar day ('yyyy-MM-dd') in the reader's words; read as UTC so it never shifts. */
function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DATE_FORMATS[locale].format(date);
}

/** The hotel line as the cart, the confirmation and My Journey show it, in the reader's language. */
export function buildHotelLineView(
  snapshot: HotelLineSnapshot,
  locale: Locale,
  confirmationNumber: string | null,
): HotelLineView {
  // A cart priced before Portuguese was offered kept Spanish and English words only: read it in Spanish.
  const words = snapshot.words[locale] ?? snapshot.words.es;
  return {
    hotelId: snapshot.hotel.hotelId,
    name: snapshot.hotel.name,
    rating: snapshot.hotel.rating,
    address: words.address,
    image: snapshot.hotel.image,
    offerId: snapshot.offer.id,
    room: words.room,
    boardType: snapshot.boardType,
    cancellation: words.cancellation,
    stay: snapshot.stay,
    policies: words.policies,
    price: snapshot.price,
    confirmationNumber,
  };
}

/** The hotel's part of the booking answer: guests as `passenger`, the flight parts empty, the room in `hotel`. */
export function buildHotelBookingView(
  booked: BookedLine<HotelLineSnapshot>,
  order: SupplierOrderRef | null,
): LineBookingView {
  return {
    passenger: booked.travellers.map((p) => ({
      id: p.id,
      travelerId: p.travelerId,
      firstName: p.firstName,
      ...(p.middleName ? { middleName: p.middleName } : {}),
      lastName: p.lastName,
      type: p.type,
    })),
    itinerary: [],
    selectedFlightOffer: { FlightOffer: {} },
    additionalServices: { baggages: [] },
    flightOrder: null,
    productType: 'hotel',
    // The booking reads in the language it was made in, as its e-mails do.
    hotel: buildHotelLineView(booked.line.snapshot, booked.locale, order?.reference ?? null),
  };
}

/**
 * A hotel stay in the reader's words, for the e-mails and the payment page: guests, the stay with the
 * hotel's check-in and check-out times, the room and board, the cancellation terms and the hotel's
 * confirmation number.
 */
export function describeHotelLine(
  booked: BookedLine<HotelLineSnapshot>,
  options: { locale: Locale; order: SupplierOrderRef | null },
): LineDescription {
  const { locale, order } = options;
  const t = mailI18n.getFixedT(locale, 'mail', 'hotelLine');
  const view = buildHotelLineView(booked.line.snapshot, locale, order?.reference ?? null);
  const { stay } = view;
  const guests = booked.travellers.map(
    (p) =>
      `${[p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ')} (${t(`guestType.${p.type}`)})`,
  );
  const guestCount = stay.adults + stay.children;
  const sections: LineSection[] = [
    { kind: 'list', heading: t('guests'), items: guests },
    {
      kind: 'groups',
      heading: t('stay'),
      groups: [
        {
          heading: view.name,
          items: [
            t('checkIn', { date: formatDay(stay.checkInDate, locale), time: view.policies.checkIn }),
            t('checkOut', { date: formatDay(stay.checkOutDate, locale), time: view.policies.checkOut }),
          ],
        },
      ],
      note: t('times'),
    },
    {
      kind: 'fact',
      label: t('room'),
      value: t('roomCount', { count: stay.rooms.length, room: view.room.name, beds: view.room.beds }),
    },
    { kind: 'fact', label: t('board'), value: t(`boardType.${view.boardType}`) },
    { kind: 'fact', label: t('cancellation'), value: view.cancellation.description },
    ...(view.address.lines.length > 0
      ? [
          {
            kind: 'fact' as const,
            label: t('address'),
            value: [...view.address.lines, view.address.cityName].join(', '),
          },
        ]
      : []),
  ];
  return {
    productType: HOTEL_PRODUCT_TYPE,
    title: view.name,
    summary: t('summary', {
      title: view.name,
      nights: stay.nights,
      nightWord: t('night', { count: stay.nights }),
      count: guestCount,
    }),
    dates: { start: stay.checkInDate, end: stay.checkOutDate },
    sections,
    references: order ? [{ label: t('confirmationNumber'), value: order.reference }] : [],
    orderFailed: { notIssued: t('notIssued', { hotel: view.name }), tryAgain: t('tryAgain') },
  };
}
