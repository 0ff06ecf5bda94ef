export {
  CRUISE_SORTS,
  type CruiseFilters,
  type CruiseSort,
  cruiseFilterOptions,
  type ListableSailing,
  listSailings,
  readCruiseFilters,
  upcomingSailings,
} from './cruise-listing.ts';
