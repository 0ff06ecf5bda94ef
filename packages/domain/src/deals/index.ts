export { type DatedFare, pickCheapestFare, sortFaresByPrice } from './cheapest-fare.ts';
export { toPlaceSlug } from './city-slug.ts';
export {
  DEAL_DESTINATIONS,
  DEFAULT_DEAL_ORIGIN,
  type DealDestination,
  type DealOrigin,
  findDealDestinationByCode,
  findDealDestinationBySlug,
  listDealDestinations,
  listOtherDealOrigins,
  MAIN_DEAL_ORIGINS,
} from './deal-destinations.ts';
export { isDealDueForRefresh, isDealFresh } from './deal-freshness.ts';
export {
  DEAL_TRIP_DAYS,
  DEAL_WINDOW_DAYS,
  type DealWindow,
  getDealReturnDate,
  getDealWindow,
  sampleDealDates,
} from './deal-window.ts';
