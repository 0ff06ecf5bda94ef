import { isAllowedCurrency } from '@travel/domain/money';
import { addDaysToIsoDate, isIsoDate, parseIsoDate } from '@travel/domain/search';
import { differenceInCalendarDays } from 'date-fns';

/**
 * The hotel search of spec §3 (stay dates, rooms with adults, children and each child's age) as the
 * form and the results URL carry it. Plain TypeScript, no zod: the form is on the home page, which
 * ships no zod.
 */
export type HotelRoomForm = {
  adults: number;
  /** One entry per child; null where the age is not chosen yet. */
  childAges: (number | null)[];
};

export type HotelSearchForm = {
  /** What the destination field holds: a city typed, or a suggestion 'Lima, Perú (LIM)'. */
  destination: string;
  startDate: string;
  endDate: string;
  rooms: HotelRoomForm[];
  currencyCode: string;
};

/** Spec §9 limits and the site's own where the spec is silent (rooms, guests per room, child age). */
export const HOTEL_SEARCH_LIMITS = {
  maxRooms: 5,
  maxAdultsPerRoom: 4,
  maxChildrenPerRoom: 3,
  /** Spec §9: at most 9 travellers in all. */
  maxGuests: 9,
  /** The issue: a stay of at most 30 nights. */
  maxNights: 30,
  maxChildAge: 17,
  /** As far ahead as hotels publish rates (the hotel API's limit). */
  maxDaysAhead: 365,
} as const;

/** Spec §3 dates (check-in in 7 days, check-out in 13) and one room for two adults, the hotel API's default. */
export const DEFAULT_START_OFFSET_DAYS = 7;
export const DEFAULT_END_OFFSET_DAYS = 13;

export function createHotelSearchForm(today: string, currencyCode = 'USD'): HotelSearchForm {
  return {
    destination: '',
    startDate: addDaysToIsoDate(today, DEFAULT_START_OFFSET_DAYS),
    endDate: addDaysToIsoDate(today, DEFAULT_END_OFFSET_DAYS),
    rooms: [{ adults: 2, childAges: [] }],
    currencyCode,
  };
}

export type HotelSearchField = 'destination' | 'startDate' | 'endDate' | 'rooms';

export type HotelSearchErrorCode =
  | 'destination-required'
  | 'destination-unknown'
  | 'start-required'
  | 'start-in-past'
  | 'start-too-far'
  | 'end-required'
  | 'end-not-after-start'
  | 'stay-too-long'
  | 'rooms-invalid'
  | 'adults-invalid'
  | 'children-invalid'
  | 'child-age-required'
  | 'guests-too-many';

export type HotelSearchError = {
  field: HotelSearchField;
  code: HotelSearchErrorCode;
  /** 0-based room and child the error is about, for the room fields. */
  room?: number;
  child?: number;
};

const COUNT = /^\d{1,2}$/;

function readCount(raw: string | null | undefined, fallback: number): number {
  if (raw === null || raw === undefined || raw === '') return fallback;
  return COUNT.test(raw) ? Number(raw) : Number.NaN;
}

/** The form a query describes (a results URL, or the form posted without script), lenient: bad numbers stay NaN for validation to name. */
export function readHotelSearchForm(params: URLSearchParams, defaults: HotelSearchForm): HotelSearchForm {
  const adults = params.getAll('adults');
  const children = params.getAll('children');
  const roomCount = Math.min(Math.max(adults.length, children.length, 1), HOTEL_SEARCH_LIMITS.maxRooms + 1);
  const rooms: HotelRoomForm[] = Array.from({ length: roomCount }, (_, index) => {
    const childCount = readCount(children[index], 0);
    const ages = params.getAll(`ages${index + 1}`);
    const known = Number.isInteger(childCount)
      ? Math.min(childCount, HOTEL_SEARCH_LIMITS.maxChildrenPerRoom + 1)
      : 0;
    return {
      adults: readCount(adults[index], defaults.rooms[0]?.adults ?? 1),
      childAges: Number.isNaN(childCount)
        ? [Number.NaN]
        : Array.from({ length: known }, (_, child) => {
            // An age that is not a number is one still to choose, like an empty one.
            const age =
              ages[child] === undefined || ages[child] === ''
                ? Number.NaN
                : readCount(ages[child], Number.NaN);
            return Number.isNaN(age) ? null : age;
          }),
    };
  });
  // A currency the site does not sell in (a hand-made or old link) is the visitor's default, as on
  // the flight search: the API would refuse the whole search over it, and no retry could help.
  const currency = (params.get('currency') ?? '').toUpperCase();
  return {
    destination: (params.get('destination') ?? defaults.destination).trim().slice(0, 120),
    startDate: params.get('startDate') ?? defaults.startDate,
    endDate: params.get('endDate') ?? defaults.endDate,
    rooms,
    currencyCode: isAllowedCurrency(currency) ? currency : defaults.currencyCode,
  };
}

function inRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

export function countNights(startDate: string, endDate: string): number {
  return differenceInCalendarDays(parseIsoDate(endDate), parseIsoDate(startDate));
}

function validateDates(form: HotelSearchForm, today: string): HotelSearchError[] {
  const errors: HotelSearchError[] = [];
  const startOk = isIsoDate(form.startDate);
  if (!startOk) errors.push({ field: 'startDate', code: 'start-required' });
  else if (form.startDate < today) errors.push({ field: 'startDate', code: 'start-in-past' });
  else if (form.startDate > addDaysToIsoDate(today, HOTEL_SEARCH_LIMITS.maxDaysAhead))
    errors.push({ field: 'startDate', code: 'start-too-far' });
  if (!isIsoDate(form.endDate)) errors.push({ field: 'endDate', code: 'end-required' });
  else if (startOk && form.endDate <= form.startDate)
    errors.push({ field: 'endDate', code: 'end-not-after-start' });
  else if (startOk && countNights(form.startDate, form.endDate) > HOTEL_SEARCH_LIMITS.maxNights)
    errors.push({ field: 'endDate', code: 'stay-too-long' });
  return errors;
}

function validateRooms(rooms: readonly HotelRoomForm[]): HotelSearchError[] {
  const limits = HOTEL_SEARCH_LIMITS;
  if (!inRange(rooms.length, 1, limits.maxRooms)) return [{ field: 'rooms', code: 'rooms-invalid' }];
  const errors: HotelSearchError[] = [];
  rooms.forEach((room, index) => {
    if (!inRange(room.adults, 1, limits.maxAdultsPerRoom))
      errors.push({ field: 'rooms', code: 'adults-invalid', room: index });
    if (room.childAges.length > limits.maxChildrenPerRoom || room.childAges.some((age) => Number.isNaN(age)))
      errors.push({ field: 'rooms', code: 'children-invalid', room: index });
    else
      room.childAges.forEach((age, child) => {
        if (age === null || !inRange(age, 0, limits.maxChildAge))
          errors.push({ field: 'rooms', code: 'child-age-required', room: index, child });
      });
  });
  const guests = rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);
  if (errors.length === 0 && guests > limits.maxGuests)
    errors.push({ field: 'rooms', code: 'guests-too-many' });
  return errors;
}

/** Every problem of the form, in the order of its fields; empty when it can be searched. */
export function validateHotelSearchForm(form: HotelSearchForm, today: string): HotelSearchError[] {
  const errors: HotelSearchError[] = [];
  if (form.destination.trim().length < 2) errors.push({ field: 'destination', code: 'destination-required' });
  return [...errors, ...validateDates(form, today), ...validateRooms(form.rooms)];
}

/** The query of a results URL (and of the form): repeated `adults`/`children` per room, `agesN` per room. */
export function toHotelSearchParams(form: HotelSearchForm): URLSearchParams {
  const params = new URLSearchParams({
    destination: form.destination,
    startDate: form.startDate,
    endDate: form.endDate,
  });
  form.rooms.forEach((room) => {
    params.append('adults', String(room.adults));
    params.append('children', String(room.childAges.length));
  });
  form.rooms.forEach((room, index) => {
    for (const age of room.childAges) params.append(`ages${index + 1}`, age === null ? '' : String(age));
  });
  params.set('currency', form.currencyCode);
  return params;
}

const CODE_AT_END = /\(([A-Za-z]{3})\)\s*$/;

/** A suggestion's text ends in the city code, 'Lima, Perú (LIM)'; typed text has none (null). */
export function readDestinationCode(destination: string): string | null {
  return CODE_AT_END.exec(destination)?.[1]?.toUpperCase() ?? null;
}

/** The text the destination field shows for a city: 'Lima, Perú (LIM)'. */
export function formatDestination(city: { cityName: string; countryName: string; cityCode: string }): string {
  return `${city.cityName}, ${city.countryName} (${city.cityCode})`;
}

/** Total guests of a search, for summaries ('2 habitaciones, 5 huéspedes'). */
export function countGuests(rooms: readonly HotelRoomForm[]): number {
  return rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);
}

/**
 * The summary's lines: one per problem and room. Two children of a room without their age are one
 * thing to fix there (each age field names its own below).
 */
export function summaryLines<T extends { code: string; room?: number }>(errors: readonly T[]): T[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.code}:${error.room ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
