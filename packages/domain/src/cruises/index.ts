export {
  CRUISE_SORTS,
  type CruiseFilterOptions,
  type CruiseFilters,
  type CruiseSort,
  cruiseFilterOptions,
  keepOfferedCruiseFilters,
  type ListableSailing,
  listSailings,
  readCruiseFilters,
  rewriteCruiseQuery,
  upcomingSailings,
} from './cruise-listing.ts';
