import type { ConsentMethod } from '@travel/contract/visitor';
import {
  acceptAllCookies,
  applyPrivacySignals,
  type CookieConsent,
  chooseConsent,
  rejectAllCookies,
} from '@travel/domain/consent';

/** What a consent form sent: one of the banner's buttons, or the preferences' checkboxes. */
export type ConsentChoice =
  | { method: 'accept_all' }
  | { method: 'reject_all' }
  | { method: 'choose'; performance: boolean; marketing: boolean };

/** The form's fields as the browser posts them (`intent`, and checkboxes that are `on` or absent). */
export function readConsentChoice(form: FormData): ConsentChoice | null {
  const intent = form.get('intent');
  if (intent === 'accept_all' || intent === 'reject_all') return { method: intent };
  if (intent === 'choose') {
    return {
      method: 'choose',
      performance: form.get('performance') === 'on',
      marketing: form.get('marketing') === 'on',
    };
  }
  return null;
}

/** The decision a choice makes now, marketing kept off when the browser sends a privacy signal. */
export function decideConsent(
  choice: ConsentChoice,
  now: Date,
  privacySignal: boolean,
): { consent: CookieConsent; method: ConsentMethod } {
  const consent =
    choice.method === 'accept_all'
      ? acceptAllCookies(now)
      : choice.method === 'reject_all'
        ? rejectAllCookies(now)
        : chooseConsent({ performance: choice.performance, marketing: choice.marketing }, now);
  return {
    consent: applyPrivacySignals(consent, { globalPrivacyControl: privacySignal, doNotTrack: false }),
    method: choice.method,
  };
}
