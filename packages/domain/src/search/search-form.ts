import { DEFAULT_CURRENCY } from '../money/currency-table.ts';
import {
  DEFAULT_PASSENGER_COUNTS,
  isPassengerCountsValid,
  type PassengerCounts,
} from '../passengers/passenger-counts.ts';
import { addDaysToIsoDate } from './iso-date.ts';
import type { Cabin, Leg, SearchCriteria } from './search-criteria.schemas.ts';
import { getLatestDepartureDate } from './search-dates.ts';

/** Spec §3: '1' one way, '2' round trip. */
export const TRIP_TYPES = { oneWay: '1', roundTrip: '2' } as const;
export type TripType = (typeof TRIP_TYPES)[keyof typeof TRIP_TYPES];

export const DEFAULT_TRIP_TYPE: TripType = TRIP_TYPES.roundTrip;
export const DEFAULT_CABIN: Cabin = 'ECONOMY';
/** Spec §3 default dates: departure today+7, return today+13. */
export const DEFAULT_DEPARTURE_OFFSET_DAYS = 7;
export const DEFAULT_RETURN_OFFSET_DAYS = 13;

export type Airport = { airportCode: string };

export type SearchForm = {
  tripType: TripType;
  cabinClass: Cabin;
  origin: Airport | null;
  destination: Airport | null;
  /** 'yyyy-MM-dd', '' when cleared. */
  departureDate: string;
  returnDate: string;
  currencyCode: string;
  passengers: PassengerCounts;
  refundableFare: boolean;
  noRestrictionFare: boolean;
  noPenaltyFare: boolean;
};

/** The derived segment of spec §3, rebuilt from the form on every change. */
export type SearchSegment = {
  cabin: Cabin;
  currencyCode: string;
  legInfo: Leg[];
  travelerInfo: PassengerCounts;
};

export function createSearchForm(today: string, currencyCode: string = DEFAULT_CURRENCY): SearchForm {
  return {
    tripType: DEFAULT_TRIP_TYPE,
    cabinClass: DEFAULT_CABIN,
    origin: null,
    destination: null,
    departureDate: addDaysToIsoDate(today, DEFAULT_DEPARTURE_OFFSET_DAYS),
    returnDate: addDaysToIsoDate(today, DEFAULT_RETURN_OFFSET_DAYS),
    currencyCode,
    passengers: DEFAULT_PASSENGER_COUNTS,
    refundableFare: false,
    noRestrictionFare: false,
    noPenaltyFare: false,
  };
}

/** Switching to one way clears the return date (so leg 2 disappears from the segment). */
export function setTripType(form: SearchForm, tripType: TripType): SearchForm {
  return tripType === TRIP_TYPES.oneWay ? { ...form, tripType, returnDate: '' } : { ...form, tripType };
}

/** Next day (+1) and previous day (-1) move the departure date. */
export function shiftDepartureDate(form: SearchForm, days: number): SearchForm {
  if (form.departureDate === '') return form;
  return { ...form, departureDate: addDaysToIsoDate(form.departureDate, days) };
}

/** Leg 1 from origin to destination; for round trips leg 2 reversed on the return date. */
export function deriveSearchSegment(form: SearchForm): SearchSegment {
  const legInfo: Leg[] = [];
  if (form.origin && form.destination) {
    legInfo.push({
      from: form.origin.airportCode,
      to: form.destination.airportCode,
      departureDate: form.departureDate,
    });
    if (form.tripType === TRIP_TYPES.roundTrip) {
      legInfo.push({
        from: form.destination.airportCode,
        to: form.origin.airportCode,
        departureDate: form.returnDate,
      });
    }
  }
  return { cabin: form.cabinClass, currencyCode: form.currencyCode, legInfo, travelerInfo: form.passengers };
}

/**
 * Spec §4: valid when traveller info is present, leg 1 exists with a departure date, and for
 * round trips leg 2 exists with a return date.
 */
export function isSearchSegmentComplete(segment: SearchSegment, tripType: TripType): boolean {
  const [onward, back] = segment.legInfo;
  if (!isPassengerCountsValid(segment.travelerInfo) || !onward || onward.departureDate === '') return false;
  return tripType === TRIP_TYPES.oneWay || (back !== undefined && back.departureDate !== '');
}

export type SearchFormError =
  | 'origin-required'
  | 'destination-required'
  | 'same-origin-destination'
  | 'departure-required'
  | 'departure-in-past'
  | 'departure-too-far'
  | 'return-required'
  | 'return-before-departure'
  | 'return-too-far'
  | 'passengers-invalid';

/** Every reason the form cannot be searched yet; empty when it can. */
export function validateSearchForm(form: SearchForm, today: string): SearchFormError[] {
  const errors: SearchFormError[] = [];
  if (!form.origin) errors.push('origin-required');
  if (!form.destination) errors.push('destination-required');
  if (form.origin && form.destination && form.origin.airportCode === form.destination.airportCode) {
    errors.push('same-origin-destination');
  }
  // The API's rule (findSearchDateIssues): from today to 361 days ahead.
  const latest = getLatestDepartureDate(today);
  if (form.departureDate === '') errors.push('departure-required');
  else if (form.departureDate < today) errors.push('departure-in-past');
  else if (form.departureDate > latest) errors.push('departure-too-far');
  if (form.tripType === TRIP_TYPES.roundTrip) {
    if (form.returnDate === '') errors.push('return-required');
    else if (form.departureDate !== '' && form.returnDate < form.departureDate)
      errors.push('return-before-departure');
    else if (form.returnDate > latest) errors.push('return-too-far');
  }
  if (!isPassengerCountsValid(form.passengers)) errors.push('passengers-invalid');
  return errors;
}

export function isSearchFormValid(form: SearchForm, today: string): boolean {
  return (
    isSearchSegmentComplete(deriveSearchSegment(form), form.tripType) &&
    validateSearchForm(form, today).length === 0
  );
}

/** The POST /air/flight-offer/search body. */
export function buildSearchCriteria(form: SearchForm): SearchCriteria {
  const segment = deriveSearchSegment(form);
  return {
    cabin: segment.cabin,
    currencyCode: segment.currencyCode as SearchCriteria['currencyCode'],
    legInfo: segment.legInfo,
    travelerInfo: segment.travelerInfo,
    refundableFare: form.refundableFare,
    noRestrictionFare: form.noRestrictionFare,
    noPenaltyFare: form.noPenaltyFare,
  };
}
