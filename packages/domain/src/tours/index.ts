export {
  type FilterableTour,
  filterTours,
  keepOfferedTourFilters,
  type QueryParams,
  readTourFilters,
  readWholeDollars,
  rewriteTourQuery,
  TOUR_DURATIONS,
  type TourDuration,
  type TourFilters,
  tourDurationOf,
  upcomingDepartures,
} from './tour-filters.ts';
export { planTourFlights } from './tour-flights.ts';
