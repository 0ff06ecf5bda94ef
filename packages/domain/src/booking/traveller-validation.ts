import { getAgeOn } from '../search/iso-date.ts';
import { isNationalIdCountry, validateNationalId } from './national-id.ts';
import type { Passenger } from './traveller.schemas.ts';

/** Spec §3 passenger types by age on the travel date: adult 12+, child 2-11, infant (lap) under 2. */
export function getPassengerTypeForAge(age: number): Passenger['type'] {
  if (age >= 12) return 'adult';
  return age >= 2 ? 'child' : 'infant';
}

/** Older than this on the day of booking is a mistyped year (1850 for 1985), not a traveller. */
export const MAX_TRAVELLER_AGE = 120;

export type TravellerIssue = {
  field: keyof Passenger;
  code:
    | 'birth-in-future'
    | 'birth-too-early'
    | 'type-mismatch'
    | 'document-expires-before-return'
    | 'document-issued-in-future'
    | 'national-id-invalid';
};

export type TripDates = {
  /** 'yyyy-MM-dd' of the first flight. */
  departureDate: string;
  /** 'yyyy-MM-dd' of the return flight, if any. */
  returnDate?: string;
  /** 'yyyy-MM-dd' in the visitor's zone. */
  today: string;
};

/**
 * Rules that need dates, on a passenger that already passed `PassengerSchema`. The type must hold
 * on every flight date (an infant turning 2 before the return flight needs a seat, so is a child).
 * The document must still be valid after the last flight. A national ID is checked for the
 * nationality's format and check digit.
 */
export function validateTraveller(passenger: Passenger, trip: TripDates): TravellerIssue[] {
  const issues: TravellerIssue[] = [];
  const lastFlight =
    trip.returnDate && trip.returnDate > trip.departureDate ? trip.returnDate : trip.departureDate;
  if (passenger.dateOfBirth > trip.today) {
    issues.push({ field: 'dateOfBirth', code: 'birth-in-future' });
  } else if (getAgeOn(passenger.dateOfBirth, trip.today) > MAX_TRAVELLER_AGE) {
    issues.push({ field: 'dateOfBirth', code: 'birth-too-early' });
  } else {
    const flightDates =
      lastFlight === trip.departureDate ? [trip.departureDate] : [trip.departureDate, lastFlight];
    if (
      flightDates.some(
        (date) => getPassengerTypeForAge(getAgeOn(passenger.dateOfBirth, date)) !== passenger.type,
      )
    ) {
      issues.push({ field: 'type', code: 'type-mismatch' });
    }
  }
  if (passenger.passportExpiryDate <= lastFlight) {
    issues.push({ field: 'passportExpiryDate', code: 'document-expires-before-return' });
  }
  if (passenger.passportIssuanceDate && passenger.passportIssuanceDate > trip.today) {
    issues.push({ field: 'passportIssuanceDate', code: 'document-issued-in-future' });
  }
  if (
    passenger.documentType === 'NATIONAL_ID' &&
    isNationalIdCountry(passenger.nationality) &&
    !validateNationalId(passenger.nationality, passenger.passportNumber).valid
  ) {
    issues.push({ field: 'passportNumber', code: 'national-id-invalid' });
  }
  return issues;
}

/** A document number as airlines compare them: letters and digits only, upper case. */
const documentKey = (traveller: Pick<Passenger, 'nationality' | 'passportNumber'>) =>
  `${traveller.nationality}:${traveller.passportNumber.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`;

/**
 * The travellers (by index) whose document repeats an earlier traveller's: one passport or ID
 * belongs to one person, so a repeat is a copy-and-paste slip the airline would refuse at check-in.
 */
export function findRepeatedDocuments(
  travellers: ReadonlyArray<Pick<Passenger, 'nationality' | 'passportNumber'>>,
): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  travellers.forEach((traveller, index) => {
    const key = documentKey(traveller);
    if (seen.has(key)) repeated.push(index);
    seen.add(key);
  });
  return repeated;
}
