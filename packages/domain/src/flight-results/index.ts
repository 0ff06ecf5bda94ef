export {
  type CarrierNames,
  getPriceBounds,
  type OfferCardItinerary,
  type OfferCardModel,
  type ToDisplayAmount,
  toOfferCard,
} from './offer-card.ts';
export {
  buildResultsPage,
  type ResultsMode,
  type ResultsPage,
  type ResultsSource,
  type ResultsView,
  type TabLeadModel,
} from './results-page.ts';
