export {
  applyPrivacySignals,
  CONSENT_COOKIE_NAME,
  CONSENT_POLICY_VERSION,
  hasPrivacySignal,
  type PrivacySignals,
  parseConsentCookie,
  serializeConsentCookie,
} from './consent-cookie-value.ts';
export { CookieConsentSchema } from './cookie-consent.schema.ts';
export {
  acceptAllCookies,
  CONSENT_VALIDITY_MS,
  type CookieConsent,
  chooseConsent,
  DEFAULT_COOKIE_CONSENT,
  getEffectiveConsent,
  isConsentValid,
  rejectAllCookies,
  shouldAskForConsent,
} from './cookie-consent.ts';
