import { describe, expect, it } from 'vitest';
import {
  attributionInfoData,
  parseAttribution,
  serializeAttribution,
  trimReferrer,
} from './attribution-cookie';

const now = new Date('2026-11-24T12:00:00Z');
const captured = {
  source: 'newsletter',
  medium: 'email',
  affiliateId: 'AFF-9',
  referrer: 'https://mail.example.com/inbox?user=maria@example.com#msg',
  timestamp: now.getTime(),
};

describe('the attribution cookie', () => {
  it('reads back what it wrote, the referrer without its query or fragment', () => {
    expect(parseAttribution(serializeAttribution(captured), now)).toEqual({
      ...captured,
      referrer: 'https://mail.example.com/inbox',
    });
  });

  it('is gone 23 hours after capture', () => {
    const value = serializeAttribution(captured);
    expect(parseAttribution(value, new Date(now.getTime() + 22 * 3600_000))).not.toBeNull();
    expect(parseAttribution(value, new Date(now.getTime() + 23 * 3600_000))).toBeNull();
  });

  it('caps what a campaign link may store', () => {
    const parsed = parseAttribution(serializeAttribution({ ...captured, source: 'x'.repeat(5000) }), now);
    expect(parsed?.source).toHaveLength(100);
  });

  it.each([
    ['nothing', undefined],
    ['not JSON', '%7Bnope'],
    ['another shape', encodeURIComponent(JSON.stringify({ source: 1 }))],
    ['no capture time', encodeURIComponent(JSON.stringify({ ...captured, timestamp: null }))],
  ])('counts %s as no attribution', (_name, value) => {
    expect(parseAttribution(value, now)).toBeNull();
  });

  it('keeps only http(s) referrers', () => {
    expect(trimReferrer('javascript:alert(1)')).toBeNull();
    expect(trimReferrer('not a url')).toBeNull();
  });
});

describe('attributionInfoData', () => {
  it('names the site and, when kept, the campaign', () => {
    expect(attributionInfoData(null, now)).toEqual({ metaName: 'web' });
    expect(attributionInfoData({ ...captured, affiliateId: null }, now)).toEqual({
      metaName: 'web',
      source: 'newsletter',
      medium: 'email',
      referrer: captured.referrer,
    });
  });
});
