import {
  ATTRIBUTION_TTL_MS,
  type Attribution,
  expireAttribution,
  readAttribution,
  toInfoData,
} from '@travel/domain/attribution';

/** Where the campaign that brought the visitor is kept for 23 hours (spec §4), once marketing is allowed. */
export const ATTRIBUTION_COOKIE_NAME = 'attribution';
export const ATTRIBUTION_MAX_AGE_SECONDS = ATTRIBUTION_TTL_MS / 1000;

/** Each value is capped: a campaign link is not a place to store a novel in the visitor's cookies. */
const MAX_VALUE = 100;
const MAX_REFERRER = 300;

/**
 * Only where the visitor came from, never what they searched there: a referrer keeps its origin and
 * path, without query or fragment (which may carry personal data).
 */
export function trimReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, MAX_REFERRER);
  } catch {
    return null;
  }
}

function cap(value: string | null): string | null {
  return value === null ? null : value.slice(0, MAX_VALUE);
}

export function serializeAttribution(attribution: Attribution): string {
  return encodeURIComponent(
    JSON.stringify({
      ...attribution,
      source: cap(attribution.source),
      medium: cap(attribution.medium),
      affiliateId: cap(attribution.affiliateId),
      referrer: trimReferrer(attribution.referrer),
    }),
  );
}

/** The attribution a cookie holds, null when it is missing, malformed or older than 23 hours. */
export function parseAttribution(value: string | null | undefined, now: Date): Attribution | null {
  if (!value) return null;
  try {
    const parsed = readAttribution(JSON.parse(decodeURIComponent(value)));
    if (!parsed || parsed.timestamp === null) return null;
    const current = expireAttribution(parsed, now);
    return current.timestamp === null ? null : current;
  } catch {
    return null;
  }
}

/** The spec §7 `infoData` a session call carries: the site's own name and, when kept, the campaign. */
export function attributionInfoData(attribution: Attribution | null, now: Date) {
  if (!attribution) return { metaName: 'web' };
  const fields = toInfoData(attribution, now);
  return {
    metaName: 'web',
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')),
  };
}
