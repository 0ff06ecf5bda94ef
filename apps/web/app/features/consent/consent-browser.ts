import type { ConsentMethod, ConsentRecordResponseSchema } from '@travel/contract/visitor';
import {
  CONSENT_COOKIE_NAME,
  CONSENT_POLICY_VERSION,
  CONSENT_VALIDITY_MS,
  type CookieConsent,
  isConsentValid,
  parseConsentCookie,
  serializeConsentCookie,
} from '@travel/domain/consent';
import { parse } from 'cookie';
import { whenAgentIdReady } from '../../lib/agent-id';
import { type ApiClient, unchecked } from '../../lib/api-client';

/** Global Privacy Control (`navigator.globalPrivacyControl`) or Do Not Track, as this browser states them. */
export function readBrowserPrivacySignal(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || navigator.doNotTrack === '1';
}

/** The decision in this browser's cookie, if it is still valid (7 days, current policy). */
export function readConsentCookieInBrowser(now: Date): CookieConsent | null {
  const consent = parseConsentCookie(parse(document.cookie)[CONSENT_COOKIE_NAME]);
  return consent && isConsentValid(consent, now) ? consent : null;
}

export function writeConsentCookieInBrowser(consent: CookieConsent): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser we serve.
  document.cookie = `${CONSENT_COOKIE_NAME}=${serializeConsentCookie(consent)}; Max-Age=${CONSENT_VALIDITY_MS / 1000}; Path=/; SameSite=Lax${secure}`;
}

/**
 * Sends the decision to the API's audit trail. The page obeys the cookie whatever happens here, so a
 * failure is retried once and then dropped rather than shown: the visitor's choice already applies.
 */
export async function recordConsent(
  api: ApiClient,
  consent: CookieConsent,
  method: ConsentMethod,
  privacySignal: boolean,
): Promise<void> {
  const send = () =>
    api.post('/visitor/consent', {
      json: {
        performance: consent.performance,
        marketing: consent.marketing,
        method,
        policyVersion: CONSENT_POLICY_VERSION,
        privacySignal,
      },
      credentials: 'include',
      schema: unchecked<typeof ConsentRecordResponseSchema>(),
    });
  // The session start hands the page the XSRF token this call must repeat (spec §9).
  await whenAgentIdReady(api).catch(() => {});
  try {
    await send();
  } catch {
    await send().catch(() => {});
  }
}
