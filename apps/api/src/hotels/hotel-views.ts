import type {
  HotelCancellation,
  HotelDetails,
  HotelOfferPrice,
  HotelRoomOffer,
  HotelRoomView,
  HotelStayView,
} from '@travel/contract/hotels';
import type { SiteLocale } from '@travel/contract/locale';
import {
  type AccommodationType,
  BOARD_TYPES,
  type BoardType,
  countGuests,
  countNights,
  FEATURED_AMENITIES,
  type FeaturedAmenity,
  type HotelRoom,
} from '@travel/domain/hotels';
import {
  convertMoney,
  type ExchangeRateTable,
  type MoneyAmount,
  moneyFromDecimal,
  toMinorUnits,
} from '@travel/domain/money';
import type { HotelContent, HotelListing, HotelOffer } from './supplier/hotel-supplier.port.ts';

/**
 * From the supplier's Amadeus shapes to the wire views (contract hotels.schemas.ts), in the display
 * currency with taxes included: shared by the hotel routes and the hotel line, so the cart shows
 * exactly what the summary showed.
 */

type Lang = SiteLocale;

const usdToMinor = (value: string) => toMinorUnits(moneyFromDecimal(value, 'USD'));

/** A USD decimal amount in the display currency's minor units. */
export function toDisplay(valueUsd: string, currency: string, table: ExchangeRateTable): MoneyAmount {
  return {
    amount: toMinorUnits(convertMoney(moneyFromDecimal(valueUsd, 'USD'), currency, table)),
    currency,
  };
}

export function toStayView(stay: {
  checkInDate: string;
  checkOutDate: string;
  rooms: HotelRoom[];
}): HotelStayView {
  const guests = countGuests(stay.rooms);
  return {
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    nights: countNights(stay),
    rooms: stay.rooms.map((room) => ({ adults: room.adults, childAges: [...room.childAges] })),
    ...guests,
  };
}

export function toBoardType(board: string | undefined): BoardType {
  return (BOARD_TYPES as readonly string[]).includes(board ?? '') ? (board as BoardType) : 'ROOM_ONLY';
}

export function toFeaturedAmenities(amenities: readonly string[] | undefined): FeaturedAmenity[] {
  return FEATURED_AMENITIES.filter((code) => amenities?.includes(code));
}

export function readRating(listing: Pick<HotelListing, 'rating'>): number | null {
  const stars = Number(listing.rating);
  return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null;
}

/** The free-cancellation deadline of an offer, when it has one (a cancellation policy with a deadline). */
function readDeadline(offer: HotelOffer): string | null {
  const policy = offer.policies?.cancellations?.find((c) => c.deadline);
  return policy?.deadline?.slice(0, 19) ?? null;
}

/** On the 24-hour clock in every language, as the booking documents and pages write times. */
const DEADLINE_OPTIONS: Intl.DateTimeFormatOptions = {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: 'UTC',
};
const DEADLINE_FORMATS = {
  es: new Intl.DateTimeFormat('es-419', DEADLINE_OPTIONS),
  en: new Intl.DateTimeFormat('en-US', DEADLINE_OPTIONS),
  pt: new Intl.DateTimeFormat('pt-BR', DEADLINE_OPTIONS),
};

const FREE_CANCELLATION: Record<Lang, (when: string, fee: string | null) => string> = {
  es: (when, fee) =>
    `Cancelación gratis hasta el ${when} (hora del hotel).${fee ? ` Después se cobra ${fee}.` : ''}`,
  en: (when, fee) =>
    `Free cancellation until ${when} (hotel time).${fee ? ` After that, ${fee} is charged.` : ''}`,
  pt: (when, fee) =>
    `Cancelamento grátis até ${when} (horário do hotel).${fee ? ` Depois disso, é cobrado ${fee}.` : ''}`,
};

const NON_REFUNDABLE: Record<Lang, string> = {
  es: 'Tarifa no reembolsable: si cancelas, se cobra la estadía completa.',
  en: 'Non-refundable rate: cancelling costs the whole stay.',
  pt: 'Tarifa não reembolsável: se você cancelar, será cobrada a estadia completa.',
};

/** A supplier room's beds from its estimate (count and bed type, as Amadeus spells it). */
const BEDS: Record<Lang, (count: number, bedType: string | undefined) => string> = {
  es: (count, bedType) => `${count} ${count === 1 ? 'cama' : 'camas'}${bedType ? ` ${bedType}` : ''}`,
  en: (count, bedType) => `${count}${bedType ? ` ${bedType}` : ''} ${count === 1 ? 'bed' : 'beds'}`,
  pt: (count, bedType) => `${count} ${count === 1 ? 'cama' : 'camas'}${bedType ? ` ${bedType}` : ''}`,
};

const ROOM: Record<Lang, string> = { es: 'Habitación', en: 'Room', pt: 'Quarto' };

const ASK_ABOUT_CHILDREN: Record<Lang, string> = {
  es: 'Consulta con el hotel las condiciones para niños.',
  en: 'Ask the property about children.',
  pt: 'Consulte o hotel sobre as condições para crianças.',
};

const ASK_ABOUT_PETS: Record<Lang, string> = {
  es: 'Consulta con el hotel si admite mascotas.',
  en: 'Ask the property about pets.',
  pt: 'Consulte o hotel sobre a aceitação de animais de estimação.',
};

/** The hotel's local deadline ('2027-03-08T18:00:00', no offset) in words; read as UTC so it never shifts. */
function formatDeadline(deadline: string, lang: Lang): string {
  return DEADLINE_FORMATS[lang].format(new Date(`${deadline.slice(0, 19)}Z`));
}

export function toCancellation(
  offer: HotelOffer,
  lang: Lang,
  display: (usd: string) => MoneyAmount,
  formatMoney: (money: MoneyAmount) => string,
): HotelCancellation {
  const deadline = readDeadline(offer);
  const policy = offer.policies?.cancellations?.[0];
  if (deadline) {
    const fee = policy?.amount ? formatMoney(display(policy.amount)) : null;
    const when = formatDeadline(deadline, lang);
    return {
      freeCancellation: true,
      deadline,
      description: FREE_CANCELLATION[lang](when, fee),
    };
  }
  return {
    freeCancellation: false,
    deadline: null,
    description: NON_REFUNDABLE[lang],
  };
}

export function toOfferPrice(
  offer: HotelOffer,
  nights: number,
  currency: string,
  table: ExchangeRateTable,
): HotelOfferPrice {
  const total = toDisplay(offer.price.total, currency, table);
  const taxUsd = (offer.price.taxes ?? [])
    .filter((tax) => tax.included)
    .reduce((sum, tax) => sum + usdToMinor(tax.amount), 0);
  const taxes = toDisplay((taxUsd / 100).toFixed(2), currency, table);
  return {
    perNight: { amount: Math.round(total.amount / Math.max(1, nights)), currency },
    total,
    taxes,
    totalUsd: { amount: usdToMinor(offer.price.total), currency: 'USD' },
  };
}

/** A room of an offer in words: the built-in content when the supplier has it, else the offer's own. */
export function toRoomView(offer: HotelOffer, content: HotelContent | undefined, lang: Lang): HotelRoomView {
  const known = offer.room.type ? content?.rooms[offer.room.type] : undefined;
  if (known) return { ...known };
  const text = offer.room.description?.text ?? '';
  const [name = text, ...rest] = text.split('. ');
  const estimated = offer.room.typeEstimated;
  const beds = estimated?.beds ? BEDS[lang](estimated.beds, estimated.bedType?.toLowerCase()) : '';
  return {
    name: name || ROOM[lang],
    description: rest.join('. '),
    beds,
    // The guests priced in all, shared over the rooms: what one room is known to sleep.
    maxOccupancy: Math.ceil(
      ((offer.guests?.adults ?? 1) + (offer.guests?.childAges?.length ?? 0)) /
        Math.max(1, Number(offer.roomQuantity ?? '1') || 1),
    ),
    sizeSquareMetres: null,
  };
}

export function toRoomOffer(
  offer: HotelOffer,
  context: {
    content: HotelContent | undefined;
    lang: Lang;
    nights: number;
    currency: string;
    table: ExchangeRateTable;
    formatMoney: (money: MoneyAmount) => string;
  },
): HotelRoomOffer {
  const display = (usd: string) => toDisplay(usd, context.currency, context.table);
  return {
    id: offer.id,
    room: toRoomView(offer, context.content, context.lang),
    boardType: toBoardType(offer.boardType),
    cancellation: toCancellation(offer, context.lang, display, context.formatMoney),
    price: toOfferPrice(offer, context.nights, context.currency, context.table),
    supplierTotal: { total: offer.price.total, currency: 'USD' },
  };
}

/** Default words for a hotel the supplier has no content for (Amadeus Self-Service). */
export function fallbackContent(
  listing: HotelListing,
  lang: Lang,
  city: { name: string; countryCode: string },
): HotelContent {
  return {
    accommodationType: null,
    description: '',
    address: { lines: [], cityName: city.name, countryCode: listing.address.countryCode || city.countryCode },
    media: [],
    policies: {
      checkIn: '15:00',
      checkOut: '12:00',
      children: ASK_ABOUT_CHILDREN[lang],
      pets: ASK_ABOUT_PETS[lang],
    },
    rooms: {},
  };
}

export function toHotelDetails(listing: HotelListing, content: HotelContent, distance: number): HotelDetails {
  return {
    hotelId: listing.hotelId,
    name: listing.name,
    rating: readRating(listing),
    accommodationType: content.accommodationType as AccommodationType | null,
    address: content.address,
    geoCode: listing.geoCode,
    distance: { value: Number(distance.toFixed(1)), unit: 'KM' },
    amenities: toFeaturedAmenities(listing.amenities),
    description: content.description,
    media: content.media,
    policies: content.policies,
  };
}
