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
  MEAL_CODES,
  PASSENGER_TYPES_WIRE,
  PASSPORT_NAME_PATTERN,
  type Passenger,
  PassengerSchema,
  SPECIAL_ASSISTANCE_CODES,
} from './traveller.schemas.ts';
export {
  getPassengerTypeForAge,
  type TravellerIssue,
  type TripDates,
  validateTraveller,
} from './traveller-validation.ts';
