export { BILLING_MAX_LENGTHS } from './billing-limits.ts';
export {
  areBookingRequirementsFulfilled,
  BOOKING_TEMPLATE,
  type BookingRequirementsInput,
  canSyncCustomer,
  canSyncPassengers,
  type TravellerEntry,
} from './booking-requirements.ts';
export { flightImportantNotes, hotelImportantNotes, type ImportantNote } from './important-information.ts';
export {
  isNationalIdCountry,
  NATIONAL_ID_COUNTRIES,
  NATIONAL_ID_NAMES,
  type NationalIdCheck,
  type NationalIdCountry,
  validateNationalId,
} from './national-id.ts';
export {
  type Billing,
  BillingSchema,
  type Customer,
  CustomerSchema,
  DOCUMENT_TYPES,
  PASSENGER_TYPES_WIRE,
  PASSPORT_NAME_PATTERN,
  type Passenger,
  PassengerSchema,
} from './traveller.schemas.ts';
export { MEAL_CODES, SPECIAL_ASSISTANCE_CODES } from './traveller-codes.ts';
export {
  findRepeatedDocuments,
  getPassengerTypeForAge,
  MAX_TRAVELLER_AGE,
  type TravellerIssue,
  type TripDates,
  validateTraveller,
} from './traveller-validation.ts';
