export {
  buildFlightOffer,
  createSeededRandom,
  GENERATED_CARRIERS,
  generateFlightOffers,
  type OfferSpec,
  type SegmentSpec,
} from './offer-builder.ts';
