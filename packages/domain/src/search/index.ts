export { type IsoDate, IsoDateSchema } from './iso-date.schemas.ts';
export {
  addDaysToIsoDate,
  getAgeOn,
  ISO_DATE_FORMAT,
  isIsoDate,
  parseIsoDate,
  toIsoDate,
  toIsoDateInTimeZone,
} from './iso-date.ts';
export {
  CABINS,
  type Cabin,
  CabinSchema,
  type Leg,
  LegSchema,
  type SearchCriteria,
  SearchCriteriaSchema,
} from './search-criteria.schemas.ts';
export {
  findSearchDateIssues,
  getLatestDepartureDate,
  MAX_DEPARTURE_DAYS_AHEAD,
  type SearchDateIssue,
} from './search-dates.ts';
export {
  type Airport,
  buildSearchCriteria,
  createSearchForm,
  DEFAULT_CABIN,
  DEFAULT_DEPARTURE_OFFSET_DAYS,
  DEFAULT_RETURN_OFFSET_DAYS,
  DEFAULT_TRIP_TYPE,
  deriveSearchSegment,
  isSearchFormValid,
  isSearchSegmentComplete,
  type SearchForm,
  type SearchFormError,
  type SearchSegment,
  setTripType,
  shiftDepartureDate,
  TRIP_TYPES,
  type TripType,
  validateSearchForm,
} from './search-form.ts';
