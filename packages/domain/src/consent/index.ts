export {
  acceptAllCookies,
  CONSENT_VALIDITY_MS,
  type CookieConsent,
  CookieConsentSchema,
  chooseConsent,
  DEFAULT_COOKIE_CONSENT,
  getEffectiveConsent,
  isConsentValid,
  rejectAllCookies,
  shouldAskForConsent,
} from './cookie-consent.ts';
