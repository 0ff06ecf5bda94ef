import type { CookieConsent } from './cookie-consent.ts';

/**
 * The consent policy the banner describes. A decision given under an older version is asked again:
 * bump it when the cookie categories or their purposes change.
 */
export const CONSENT_POLICY_VERSION = '2026-11-24';

/** The consent cookie's name: a preference, readable by page scripts (it holds nothing secret). */
export const CONSENT_COOKIE_NAME = 'cookie_consent';

/**
 * The cookie's value: `p1.m0.t<epoch ms>.v<policy version>`. Compact and free of characters a cookie
 * must escape, so the server and the browser read the same thing without a JSON round trip.
 */
export function serializeConsentCookie(consent: CookieConsent): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  return `p${flag(consent.performance)}.m${flag(consent.marketing)}.t${consent.consentedAt ?? 0}.v${CONSENT_POLICY_VERSION}`;
}

const COOKIE_VALUE = /^p([01])\.m([01])\.t(\d{1,15})\.v([0-9-]{1,20})$/;

/**
 * The decision a cookie value holds, or null for a missing, malformed, timeless or outdated one
 * (a decision under another policy version counts as none: the visitor is asked again).
 */
export function parseConsentCookie(value: string | null | undefined): CookieConsent | null {
  const match = value ? COOKIE_VALUE.exec(value) : null;
  if (!match || match[4] !== CONSENT_POLICY_VERSION) return null;
  const consentedAt = Number(match[3]);
  if (consentedAt <= 0) return null;
  return {
    essential: true,
    performance: match[1] === '1',
    marketing: match[2] === '1',
    consentedAt,
  };
}

/** What the browser says about tracking: Global Privacy Control (`Sec-GPC: 1`) and Do Not Track. */
export interface PrivacySignals {
  globalPrivacyControl: boolean;
  doNotTrack: boolean;
}

/**
 * A privacy signal is a standing "no" to marketing (GPC is a legal opt-out of sale and sharing in
 * several jurisdictions; DNT is honoured the same way, spec §9): marketing stays off whatever was
 * chosen, and the banner need not ask for it.
 */
export function applyPrivacySignals(consent: CookieConsent, signals: PrivacySignals): CookieConsent {
  return signals.globalPrivacyControl || signals.doNotTrack ? { ...consent, marketing: false } : consent;
}

export function hasPrivacySignal(signals: PrivacySignals): boolean {
  return signals.globalPrivacyControl || signals.doNotTrack;
}
