import { describe, expect, it } from 'vitest';
import {
  applyPrivacySignals,
  CONSENT_POLICY_VERSION,
  parseConsentCookie,
  serializeConsentCookie,
} from './consent-cookie-value.ts';
import { acceptAllCookies, chooseConsent, rejectAllCookies } from './cookie-consent.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('the consent cookie value', () => {
  it.each([
    ['accept all', acceptAllCookies(now)],
    ['reject all', rejectAllCookies(now)],
    ['performance only', chooseConsent({ performance: true, marketing: false }, now)],
  ])('reads back the decision it wrote (%s)', (_name, consent) => {
    expect(parseConsentCookie(serializeConsentCookie(consent))).toEqual(consent);
  });

  it('is plain cookie-safe text', () => {
    expect(serializeConsentCookie(acceptAllCookies(now))).toBe(
      `p1.m1.t${now.getTime()}.v${CONSENT_POLICY_VERSION}`,
    );
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['JSON', '{"performance":true}'],
    ['a flag other than 0 or 1', `p2.m0.t${now.getTime()}.v${CONSENT_POLICY_VERSION}`],
    ['no time', `p1.m1.t0.v${CONSENT_POLICY_VERSION}`],
    ['an older policy', `p1.m1.t${now.getTime()}.v2020-01-01`],
    ['trailing text', `p1.m1.t${now.getTime()}.v${CONSENT_POLICY_VERSION};x`],
  ])('counts %s as no decision', (_name, value) => {
    expect(parseConsentCookie(value)).toBeNull();
  });
});

describe('applyPrivacySignals', () => {
  const accepted = acceptAllCookies(now);
  it('turns marketing off under Global Privacy Control or Do Not Track, keeping performance', () => {
    expect(applyPrivacySignals(accepted, { globalPrivacyControl: true, doNotTrack: false })).toMatchObject({
      performance: true,
      marketing: false,
    });
    expect(applyPrivacySignals(accepted, { globalPrivacyControl: false, doNotTrack: true }).marketing).toBe(
      false,
    );
  });
  it('leaves the decision alone without a signal', () => {
    expect(applyPrivacySignals(accepted, { globalPrivacyControl: false, doNotTrack: false })).toEqual(
      accepted,
    );
  });
});
