export {
  ATTRIBUTION_TTL_MS,
  type Attribution,
  AttributionSchema,
  captureAttribution,
  EMPTY_ATTRIBUTION,
  expireAttribution,
  isAttributionStale,
  toInfoData,
} from './attribution.ts';
