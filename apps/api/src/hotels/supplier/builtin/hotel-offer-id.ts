import { isSearchableStay } from '@travel/domain/hotels';
import { addDaysToIsoDate, isIsoDate } from '@travel/domain/search';
import type { HotelRoomOccupancy } from '../hotel-supplier.port.ts';

/**
 * A built-in offer id says everything the offer is made of, so the stateless supplier rebuilds and
 * re-prices it from the id alone: hotel, check-in, nights, room type, rate plan and each room's guests.
 * Amadeus' pattern: ^[A-Z0-9]*$, at most 100 characters (9 guests fit in 67).
 * e.g. MCBOG004 20270310 07 A1K 1 A2C04 A1 → MCBOG00420270310 07A1K1A2C04A1
 */
export interface BuiltinOfferKey {
  hotelId: string;
  checkInDate: string;
  nights: number;
  roomCode: string;
  rateIndex: number;
  rooms: HotelRoomOccupancy[];
}

export function encodeOfferId(key: BuiltinOfferKey): string {
  const date = key.checkInDate.replaceAll('-', '');
  const rooms = key.rooms
    .map(
      (room) => `A${room.adults}${room.childAges.map((age) => `C${String(age).padStart(2, '0')}`).join('')}`,
    )
    .join('');
  return `${key.hotelId}${date}${String(key.nights).padStart(2, '0')}${key.roomCode}${key.rateIndex}${rooms}`;
}

const ID = /^([A-Z0-9]{8})(\d{4})(\d{2})(\d{2})(\d{2})([A-Z0-9]{3})(\d)((?:A\d(?:C\d{2})*)+)$/;

/** The key of a built-in offer id, or undefined for anything else (a stale or made-up id). */
export function decodeOfferId(id: string): BuiltinOfferKey | undefined {
  const match = ID.exec(id);
  if (!match) return undefined;
  const [, hotelId, year, month, day, nights, roomCode, rate, roomsText] = match;
  if (!hotelId || !roomsText || !roomCode) return undefined;
  const checkInDate = `${year}-${month}-${day}`;
  // Eight digits are not a date: 2027-02-30 is not one.
  if (!isIsoDate(checkInDate)) return undefined;
  const rooms = [...roomsText.matchAll(/A(\d)((?:C\d{2})*)/g)].map((room) => ({
    adults: Number(room[1]),
    childAges: [...(room[2] ?? '').matchAll(/C(\d{2})/g)].map((age) => Number(age[1])),
  }));
  return {
    hotelId,
    checkInDate,
    nights: Number(nights),
    roomCode,
    rateIndex: Number(rate),
    rooms,
  };
}

/**
 * Whether the built-in search could have written this key on `today`: the id comes back from the
 * client, and one edited by hand (0 or 99 nights, a check-in in the past or in 2099, a room of 10)
 * would otherwise be priced and sold as no search offers it. The search's own rules decide.
 */
export function couldHaveIssued(key: BuiltinOfferKey, today: string): boolean {
  const checkOutDate = addDaysToIsoDate(key.checkInDate, key.nights);
  return isSearchableStay({ checkInDate: key.checkInDate, checkOutDate, rooms: key.rooms }, today);
}
