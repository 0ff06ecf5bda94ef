import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_TTL_MS,
  captureAttribution,
  EMPTY_ATTRIBUTION,
  expireAttribution,
  isAttributionStale,
  readAttribution,
  toInfoData,
} from './attribution.ts';

const now = new Date('2027-03-10T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('readAttribution', () => {
  it.each([
    ['not an object', 'kayak'],
    [
      'a number where text goes',
      { source: 1, medium: null, affiliateId: null, referrer: null, timestamp: 1 },
    ],
    ['a missing field', { source: 'a', medium: null, affiliateId: null, timestamp: 1 }],
    ['a fractional time', { source: 'a', medium: null, affiliateId: null, referrer: null, timestamp: 1.5 }],
  ])('refuses %s', (_name, value) => {
    expect(readAttribution(value)).toBeNull();
  });
});

describe('captureAttribution', () => {
  it('records source, medium, affiliate, referrer and time from a campaign landing', () => {
    const attribution = captureAttribution(
      EMPTY_ATTRIBUTION,
      { search: '?utm_source=kayak&utm_medium=cpc&affiliateId=A42', referrer: 'https://www.kayak.com/' },
      now,
    );
    expect(attribution).toEqual({
      source: 'kayak',
      medium: 'cpc',
      affiliateId: 'A42',
      referrer: 'https://www.kayak.com/',
      timestamp: now.getTime(),
    });
    expect(readAttribution(JSON.parse(JSON.stringify(attribution)))).toEqual(attribution);
  });
  it('decodes encoded values and survives malformed encoding', () => {
    const attribution = captureAttribution(
      EMPTY_ATTRIBUTION,
      { search: '?utm_source=mail+chimp&utm_medium=e%2Dmail&affiliate_id=%E0%A4%A' },
      now,
    );
    expect(attribution).toMatchObject({ source: 'mail chimp', medium: 'e-mail', affiliateId: '%E0%A4%A' });
  });
  it('keeps the previous attribution on a landing without campaign parameters', () => {
    const previous = captureAttribution(EMPTY_ATTRIBUTION, { search: 'source=google' }, now);
    expect(previous.source).toBe('google');
    expect(previous.referrer).toBeNull();
    expect(captureAttribution(previous, { search: '?q=vuelos', referrer: 'x' }, later(1000))).toBe(previous);
  });
});

describe('isAttributionStale', () => {
  const attribution = captureAttribution(EMPTY_ATTRIBUTION, { search: '?utm_source=a' }, now);
  it('goes stale after 23 hours', () => {
    expect(isAttributionStale(attribution, later(ATTRIBUTION_TTL_MS - 1))).toBe(false);
    expect(isAttributionStale(attribution, later(ATTRIBUTION_TTL_MS))).toBe(true);
    expect(isAttributionStale(EMPTY_ATTRIBUTION, later(ATTRIBUTION_TTL_MS * 5))).toBe(false);
  });
  it('is cleared on expiry', () => {
    expect(expireAttribution(attribution, later(ATTRIBUTION_TTL_MS))).toEqual(EMPTY_ATTRIBUTION);
    expect(expireAttribution(attribution, later(1000))).toBe(attribution);
  });
});

describe('toInfoData', () => {
  it('sends empty strings once stale', () => {
    const attribution = captureAttribution(EMPTY_ATTRIBUTION, { search: '?utm_source=a&utm_medium=b' }, now);
    expect(toInfoData(attribution, later(1000))).toEqual({
      source: 'a',
      medium: 'b',
      affiliateId: '',
      referrer: '',
    });
    expect(toInfoData(attribution, later(ATTRIBUTION_TTL_MS))).toEqual({
      source: '',
      medium: '',
      affiliateId: '',
      referrer: '',
    });
  });
});
