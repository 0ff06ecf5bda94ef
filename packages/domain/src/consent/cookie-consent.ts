import { differenceInMilliseconds, milliseconds } from 'date-fns';

/** Spec §4: consent counts only if given within the last 7 days. */
export const CONSENT_VALIDITY_MS = milliseconds({ days: 7 });

/** Essential cookies are always on; performance and marketing stay off until the visitor chooses. */
export interface CookieConsent {
  essential: true;
  performance: boolean;
  marketing: boolean;
  /** Epoch ms of the choice; null before any choice. */
  consentedAt: number | null;
}

export const DEFAULT_COOKIE_CONSENT: CookieConsent = {
  essential: true,
  performance: false,
  marketing: false,
  consentedAt: null,
};

export function chooseConsent(
  choice: { performance: boolean; marketing: boolean },
  now: Date,
): CookieConsent {
  return {
    essential: true,
    performance: choice.performance,
    marketing: choice.marketing,
    consentedAt: now.getTime(),
  };
}

export function acceptAllCookies(now: Date): CookieConsent {
  return chooseConsent({ performance: true, marketing: true }, now);
}

/** As prominent as accepting (GDPR / LGPD): records a choice with both optional categories off. */
export function rejectAllCookies(now: Date): CookieConsent {
  return chooseConsent({ performance: false, marketing: false }, now);
}

export function isConsentValid(consent: CookieConsent, now: Date): boolean {
  return (
    consent.consentedAt !== null && differenceInMilliseconds(now, consent.consentedAt) < CONSENT_VALIDITY_MS
  );
}

/** What may run now: an expired or missing choice counts as optional categories off. */
export function getEffectiveConsent(consent: CookieConsent, now: Date): CookieConsent {
  return isConsentValid(consent, now) ? consent : DEFAULT_COOKIE_CONSENT;
}

export function shouldAskForConsent(consent: CookieConsent, now: Date): boolean {
  return !isConsentValid(consent, now);
}
