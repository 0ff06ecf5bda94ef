import { describe, expect, it } from 'vitest';
import { CookieConsentSchema } from './cookie-consent.schema.ts';
import {
  acceptAllCookies,
  CONSENT_VALIDITY_MS,
  chooseConsent,
  DEFAULT_COOKIE_CONSENT,
  getEffectiveConsent,
  isConsentValid,
  rejectAllCookies,
  shouldAskForConsent,
} from './cookie-consent.ts';

const now = new Date('2027-03-10T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('DEFAULT_COOKIE_CONSENT', () => {
  it('has essential on and the optional categories off until chosen', () => {
    expect(DEFAULT_COOKIE_CONSENT).toEqual({
      essential: true,
      performance: false,
      marketing: false,
      consentedAt: null,
    });
    expect(shouldAskForConsent(DEFAULT_COOKIE_CONSENT, now)).toBe(true);
  });
});

describe('chooseConsent', () => {
  it('records the choice and its time, essential staying on', () => {
    expect(chooseConsent({ performance: true, marketing: false }, now)).toEqual({
      essential: true,
      performance: true,
      marketing: false,
      consentedAt: now.getTime(),
    });
    expect(acceptAllCookies(now)).toMatchObject({ performance: true, marketing: true });
    expect(rejectAllCookies(now)).toMatchObject({ essential: true, performance: false, marketing: false });
  });
  it('cannot be stored with essential off', () => {
    expect(CookieConsentSchema.safeParse({ ...acceptAllCookies(now), essential: false }).success).toBe(false);
  });
});

describe('isConsentValid', () => {
  it('holds for 7 days', () => {
    const consent = acceptAllCookies(now);
    expect(isConsentValid(consent, later(CONSENT_VALIDITY_MS - 1))).toBe(true);
    expect(isConsentValid(consent, later(CONSENT_VALIDITY_MS))).toBe(false);
    expect(shouldAskForConsent(consent, later(CONSENT_VALIDITY_MS))).toBe(true);
  });
  it('falls back to optional categories off once expired', () => {
    const consent = acceptAllCookies(now);
    expect(getEffectiveConsent(consent, later(1000))).toBe(consent);
    expect(getEffectiveConsent(consent, later(CONSENT_VALIDITY_MS))).toEqual(DEFAULT_COOKIE_CONSENT);
  });
});
