import type { SiteLocale } from '@travel/contract/locale';
import { addDaysToIsoDate, parseIsoDate } from '@travel/domain/search';
import { differenceInCalendarDays } from 'date-fns';
import type { HotelOffer, HotelRoomOccupancy } from '../hotel-supplier.port.ts';
import type { InventoryHotel, RatePlan, RoomType } from './hotel-inventory.ts';
import { type BuiltinOfferKey, encodeOfferId } from './hotel-offer-id.ts';

/**
 * Built-in hotel rates (issue 14): a hotel's base night times the room, the season, the weekday, how
 * soon the stay starts and who sleeps in the room, plus the board per guest; taxes included.
 */

/** Latin American high seasons: December–January holidays, July school holidays, Easter weeks. */
const SEASON_BY_MONTH = [1.2, 1.05, 0.95, 1.05, 0.92, 0.95, 1.15, 1, 0.92, 0.95, 0.95, 1.25];

/** Friday and Saturday nights (weekday 5 and 6) cost more. */
export function weekdayFactor(weekday: number): number {
  return weekday === 5 || weekday === 6 ? 1.12 : 1;
}

/** Days to arrival: last-minute dearer, well ahead cheaper. */
export function daysToArrivalFactor(daysAhead: number): number {
  if (daysAhead <= 3) return 1.15;
  if (daysAhead <= 14) return 1.06;
  if (daysAhead <= 60) return 1;
  return 0.93;
}

/** Board per guest and night in USD, dearer in a better hotel. */
function boardPerGuest(plan: RatePlan, stars: number): number {
  const scale = 0.7 + stars * 0.15;
  switch (plan.board) {
    case 'BREAKFAST':
      return 11 * scale;
    case 'HALF_BOARD':
      return 28 * scale;
    case 'FULL_BOARD':
      return 45 * scale;
    case 'ALL_INCLUSIVE':
      return 68 * scale;
    default:
      return 0;
  }
}

/** Whether every room of the stay fits this room type. */
export function fitsRoom(type: RoomType, rooms: readonly HotelRoomOccupancy[]): boolean {
  return rooms.every((room) => room.adults + room.childAges.length <= type.maxOccupancy);
}

/** Guests who pay in a room: adults, and children older than the hotel lets stay free. */
function payingGuests(hotel: InventoryHotel, room: HotelRoomOccupancy) {
  const olderChildren = room.childAges.filter((age) => age > hotel.childrenFreeUpTo).length;
  return { adults: room.adults, olderChildren };
}

const cents = (amount: number) => Math.round(amount * 100);
const decimal = (amountCents: number) => (amountCents / 100).toFixed(2);

interface StayNight {
  date: string;
  next: string;
  month: number;
  weekday: number;
}

/** The nights of a stay with their month and weekday, worked out once per stay (a search prices many offers). */
const calendars = new Map<string, StayNight[]>();
function listNights(checkInDate: string, nights: number): StayNight[] {
  const key = `${checkInDate}|${nights}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = Array.from({ length: nights }, (_, n) => {
      const date = addDaysToIsoDate(checkInDate, n);
      const day = parseIsoDate(date);
      return { date, next: addDaysToIsoDate(date, 1), month: day.getMonth(), weekday: day.getDay() };
    });
    if (calendars.size > 500) calendars.clear();
    calendars.set(key, calendar);
  }
  return calendar;
}

/** 18:00 hotel time, `days` before check-in: when free cancellation ends. */
export function cancellationDeadline(checkInDate: string, days: number): string {
  return `${addDaysToIsoDate(checkInDate, -days)}T18:00:00`;
}

/**
 * The offer for a key (hotel, stay, room type, rate plan, rooms) as priced on `today`, in the
 * HotelSearch_v3 HotelOffer shape, or undefined when the room does not fit or the deadline is past.
 */
export function priceBuiltinOffer(
  hotel: InventoryHotel,
  key: BuiltinOfferKey,
  today: string,
  lang: SiteLocale,
): HotelOffer | undefined {
  const roomType = hotel.rooms.find((r) => r.code === key.roomCode);
  const plan = hotel.rates[key.rateIndex];
  if (!roomType || !plan || !fitsRoom(roomType, key.rooms)) return undefined;
  // A dorm bed sleeps one: a room of the request per bed.
  const daysAhead = differenceInCalendarDays(parseIsoDate(key.checkInDate), parseIsoDate(today));
  if (daysAhead < 0) return undefined;
  const checkOutDate = listNights(key.checkInDate, key.nights).at(-1)?.next ?? key.checkInDate;
  const changes: NonNullable<NonNullable<HotelOffer['price']['variations']>['changes']> = [];
  let totalCents = 0;
  for (const night of listNights(key.checkInDate, key.nights)) {
    let nightCents = 0;
    for (const room of key.rooms) {
      const guests = payingGuests(hotel, room);
      const extraAdults = Math.max(0, guests.adults - 2);
      const occupancy = 1 + extraAdults * 0.2 + guests.olderChildren * 0.1;
      const roomNight =
        hotel.baseNightUsd *
        roomType.factor *
        plan.factor *
        (SEASON_BY_MONTH[night.month] ?? 1) *
        weekdayFactor(night.weekday) *
        daysToArrivalFactor(daysAhead) *
        (roomType.code === 'D1S' ? 1 : occupancy);
      const board = boardPerGuest(plan, hotel.stars) * (guests.adults + guests.olderChildren);
      nightCents += cents((roomNight + board) * (1 + hotel.taxRate));
    }
    totalCents += nightCents;
    changes.push({
      startDate: night.date,
      endDate: night.next,
      total: decimal(nightCents),
      base: decimal(Math.round(nightCents / (1 + hotel.taxRate))),
    });
  }
  const baseCents = Math.round(totalCents / (1 + hotel.taxRate));
  const taxCents = totalCents - baseCents;
  const deadline =
    plan.freeCancellationDays === null
      ? null
      : cancellationDeadline(key.checkInDate, plan.freeCancellationDays);
  // A deadline already past is a non-refundable booking: not sold as a flexible one.
  if (deadline && deadline.slice(0, 10) < today) return undefined;
  const firstNight = changes[0]?.total ?? decimal(totalCents);
  const guests = key.rooms.reduce((sum, room) => sum + room.adults, 0);
  const childAges = key.rooms.flatMap((room) => room.childAges);
  return {
    type: 'hotel-offer',
    id: encodeOfferId(key),
    checkInDate: key.checkInDate,
    checkOutDate,
    roomQuantity: String(key.rooms.length),
    rateCode: plan.rateCode,
    rateFamilyEstimated: { code: plan.rateCode, type: plan.freeCancellationDays === null ? 'P' : 'C' },
    boardType: plan.board,
    room: {
      type: roomType.code,
      typeEstimated: { category: roomType.category, beds: roomType.beds, bedType: roomType.bedType },
      description: { text: `${roomType.name[lang]}. ${roomType.description[lang]}`, lang },
    },
    guests: { adults: guests, ...(childAges.length > 0 ? { childAges } : {}) },
    price: {
      currency: 'USD',
      base: decimal(baseCents),
      total: decimal(totalCents),
      taxes: [
        {
          amount: decimal(taxCents),
          currency: 'USD',
          code: 'VALUE_ADDED_TAX',
          included: true,
          pricingFrequency: 'PER_STAY',
          pricingMode: 'PER_PRODUCT',
        },
      ],
      variations: {
        average: { base: decimal(Math.round(baseCents / key.nights)) },
        changes,
      },
    },
    policies: {
      paymentType: 'PREPAY',
      cancellations: deadline
        ? [{ amount: firstNight, deadline }]
        : [{ type: 'FULL_STAY', amount: decimal(totalCents) }],
      checkInOut: { checkIn: `${hotel.checkIn}:00`, checkOut: `${hotel.checkOut}:00` },
    },
  };
}

/** Every offer of a hotel for a stay: each room type that fits, in each rate plan. */
export function priceHotelOffers(
  hotel: InventoryHotel,
  stay: { checkInDate: string; nights: number; rooms: HotelRoomOccupancy[] },
  today: string,
  lang: SiteLocale,
): HotelOffer[] {
  return hotel.rooms.flatMap((roomType) =>
    hotel.rates.flatMap((_, rateIndex) => {
      const offer = priceBuiltinOffer(
        hotel,
        { hotelId: hotel.hotelId, roomCode: roomType.code, rateIndex, ...stay },
        today,
        lang,
      );
      return offer ? [offer] : [];
    }),
  );
}
