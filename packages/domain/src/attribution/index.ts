export {
  ATTRIBUTION_TTL_MS,
  type Attribution,
  captureAttribution,
  EMPTY_ATTRIBUTION,
  expireAttribution,
  isAttributionStale,
  readAttribution,
  toInfoData,
} from './attribution.ts';
