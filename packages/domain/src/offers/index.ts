export {
  BaggageAllowanceSchema,
  type FareDetailsBySegment,
  FareDetailsBySegmentSchema,
  FlightEndPointSchema,
  type FlightOffer,
  FlightOfferSchema,
  type FlightSegment,
  FlightSegmentSchema,
  type Itinerary,
  ItinerarySchema,
  OfferPriceSchema,
  PricingOptionsSchema,
  type TravelerPricing,
  TravelerPricingSchema,
} from './flight-offer.schemas.ts';
export { type IncludedBags, readIncludedBags } from './included-bags.ts';
export { getLocalDayOffset, getLocalHour, parseLocalDateTime } from './local-date-time.ts';
export {
  deriveLocalizedView,
  deriveLocalizedViews,
  type ItineraryTags,
  type LocalizedOffer,
  type LocalizedPriceFields,
  localizeBagPrice,
  localizeOffer,
} from './localize-offer.ts';
export { writeLocalizedOfferJson, writeLocalizedOffersJson } from './localized-offer-json.ts';
export {
  buildPriceBuckets,
  type CountedRange,
  type CountedValue,
  computeFacets,
  DEFAULT_OFFER_SORT,
  DURATION_BUCKETS,
  EMPTY_OFFER_FILTERS,
  filterOffers,
  getStopsBucket,
  isFacetValueSelected,
  type NumericRange,
  type OfferFacets,
  type OfferFilters,
  type OfferQuery,
  type OfferSort,
  type Page,
  paginate,
  queryOffers,
  RESULTS_PAGE_SIZE,
  type ResettableFacet,
  resetFacet,
  SORT_KEYS,
  type SortKey,
  STOPS_BUCKETS,
  type StopsBucket,
  sortOffers,
  toggleFacetValue,
} from './offer-filters.ts';
export {
  BEST_WEIGHTS,
  pickTabLeads,
  RESULT_TABS,
  type ResultTab,
  scoreBestOffers,
  sortByBest,
  type TabLead,
} from './offer-ranking.ts';
export { type OfferSummary, summarizeOffer } from './offer-summary.ts';
export {
  countStops,
  deriveOfferView,
  deriveOfferViews,
  getTimeOfDay,
  type OfferView,
  parseIsoDurationMinutes,
  TIME_OF_DAY_BANDS,
  TIMES_OF_DAY,
  type TimeOfDay,
} from './offer-view.ts';
export { isOutboundKey, writeOutboundKey } from './outbound-key.ts';
export { groupByOutbound, listReturnsFor } from './round-trip-selection.ts';
