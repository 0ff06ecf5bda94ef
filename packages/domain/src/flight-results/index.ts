export {
  type CarrierNames,
  getPriceBounds,
  type OfferCardItinerary,
  type OfferCardModel,
  type ToDisplayAmount,
  toDisplayAmountIn,
  toOfferCard,
} from './offer-card.ts';
export {
  AIRLINE_CODE_PATTERN,
  buildResultsPage,
  FIRST_RESULTS_VIEW,
  MAX_AIRLINE_FILTERS,
  MAX_RESULTS_PAGES,
  type ResultsMode,
  type ResultsPage,
  type ResultsSource,
  type ResultsView,
  type TabLeadModel,
} from './results-page.ts';
