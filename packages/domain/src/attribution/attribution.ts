import { differenceInMilliseconds, milliseconds } from 'date-fns';

/** Spec §9: attribution goes stale, and is cleared, 23 hours after it was captured. */
export const ATTRIBUTION_TTL_MS = milliseconds({ hours: 23 });

export interface Attribution {
  source: string | null;
  medium: string | null;
  affiliateId: string | null;
  referrer: string | null;
  /** Epoch ms of capture. */
  timestamp: number | null;
}

/**
 * An attribution read back from storage the visitor controls, or null when it is not one: checked by
 * hand rather than by zod, so pages that keep attribution ship no zod.
 */
export function readAttribution(value: unknown): Attribution | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = (field: string) =>
    record[field] === null || typeof record[field] === 'string'
      ? (record[field] as string | null)
      : undefined;
  const source = text('source');
  const medium = text('medium');
  const affiliateId = text('affiliateId');
  const referrer = text('referrer');
  const timestamp = record.timestamp;
  if (source === undefined || medium === undefined || affiliateId === undefined || referrer === undefined)
    return null;
  if (timestamp !== null && !(typeof timestamp === 'number' && Number.isInteger(timestamp))) return null;
  return { source, medium, affiliateId, referrer, timestamp };
}

export const EMPTY_ATTRIBUTION: Attribution = {
  source: null,
  medium: null,
  affiliateId: null,
  referrer: null,
  timestamp: null,
};

/** Query-string values by name (the package has no DOM or Node globals, so no URLSearchParams). */
function parseQuery(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [rawName = '', rawValue = ''] = pair.split('=');
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return text;
      }
    };
    const name = decode(rawName);
    if (name && !params.has(name)) params.set(name, decode(rawValue));
  }
  return params;
}

const pick = (params: Map<string, string>, ...names: string[]) => {
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
};

/**
 * Reads a landing's campaign parameters (utm_source / source, utm_medium / medium, affiliateId /
 * affiliate_id) and the document referrer. A landing without any leaves the previous attribution.
 */
export function captureAttribution(
  previous: Attribution,
  landing: { search: string; referrer?: string },
  now: Date,
): Attribution {
  const params = parseQuery(landing.search);
  const source = pick(params, 'utm_source', 'source');
  const medium = pick(params, 'utm_medium', 'medium');
  const affiliateId = pick(params, 'affiliateId', 'affiliate_id');
  if (!source && !medium && !affiliateId) return previous;
  return { source, medium, affiliateId, referrer: landing.referrer || null, timestamp: now.getTime() };
}

export function isAttributionStale(attribution: Attribution, now: Date): boolean {
  return (
    attribution.timestamp !== null &&
    differenceInMilliseconds(now, attribution.timestamp) >= ATTRIBUTION_TTL_MS
  );
}

/** Spec §4: on expiry source, medium, referrer and affiliateId are cleared. */
export function expireAttribution(attribution: Attribution, now: Date): Attribution {
  return isAttributionStale(attribution, now) ? EMPTY_ATTRIBUTION : attribution;
}

/** The `infoData` attribution fields sent with session calls (spec §7). */
export function toInfoData(attribution: Attribution, now: Date) {
  const current = expireAttribution(attribution, now);
  return {
    source: current.source ?? '',
    medium: current.medium ?? '',
    affiliateId: current.affiliateId ?? '',
    referrer: current.referrer ?? '',
  };
}
