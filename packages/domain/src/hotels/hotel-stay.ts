import { differenceInCalendarDays } from 'date-fns';
import { addDaysToIsoDate, parseIsoDate } from '../search/iso-date.ts';
import { HotelStaySchema, MAX_HOTEL_DAYS_AHEAD, MAX_HOTEL_NIGHTS } from './hotel-search.schemas.ts';

export interface StayIssue {
  path: string;
  message: string;
}

/** Nights between check-in and check-out ('yyyy-MM-dd'); zero or less when check-out is not later. */
export function countNights(stay: { checkInDate: string; checkOutDate: string }): number {
  return differenceInCalendarDays(parseIsoDate(stay.checkOutDate), parseIsoDate(stay.checkInDate));
}

/**
 * The rules of a stay that depend on the day (issue 14): check-in today or later, at most
 * MAX_HOTEL_DAYS_AHEAD ahead; check-out after check-in and at most MAX_HOTEL_NIGHTS nights later.
 */
export function findStayIssues(
  stay: { checkInDate: string; checkOutDate: string },
  today: string,
): StayIssue[] {
  const issues: StayIssue[] = [];
  const latest = addDaysToIsoDate(today, MAX_HOTEL_DAYS_AHEAD);
  if (stay.checkInDate < today) {
    issues.push({ path: 'checkInDate', message: 'checkInDate must be today or later' });
  } else if (stay.checkInDate > latest) {
    issues.push({
      path: 'checkInDate',
      message: `checkInDate must be at most ${MAX_HOTEL_DAYS_AHEAD} days ahead (${latest})`,
    });
  }
  const nights = countNights(stay);
  if (nights < 1) {
    issues.push({ path: 'checkOutDate', message: 'checkOutDate must be after checkInDate' });
  } else if (nights > MAX_HOTEL_NIGHTS) {
    issues.push({ path: 'checkOutDate', message: `a stay is at most ${MAX_HOTEL_NIGHTS} nights` });
  }
  return issues;
}

/**
 * Whether a hotel search on `today` takes this stay: real dates and rooms within the limits
 * (HotelStaySchema) and the day's rules (findStayIssues). A stay read back from somewhere the visitor
 * can write (a supplier's offer id) is sold only when the search itself could have offered it.
 */
export function isSearchableStay(
  stay: {
    checkInDate: string;
    checkOutDate: string;
    rooms: ReadonlyArray<{ adults: number; childAges: readonly number[] }>;
  },
  today: string,
): boolean {
  const parsed = HotelStaySchema.safeParse(stay);
  return parsed.success && findStayIssues(parsed.data, today).length === 0;
}

/** Guests of a stay's rooms: adults and children added up. */
export function countGuests(rooms: ReadonlyArray<{ adults: number; childAges: readonly number[] }>) {
  return rooms.reduce(
    (sum, room) => ({ adults: sum.adults + room.adults, children: sum.children + room.childAges.length }),
    { adults: 0, children: 0 },
  );
}
