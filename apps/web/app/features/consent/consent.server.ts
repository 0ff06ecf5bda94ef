import type { ConsentMethod } from '@travel/contract/visitor';
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
import { AGENT_ID_COOKIE_NAME, readAgentId } from '../../lib/agent-id';
import { createApiClient } from '../../lib/api-client';
import { getWebEnv } from '../../lib/env.server';

/** A privacy signal in the request's headers: `Sec-GPC: 1` (Global Privacy Control) or `DNT: 1`. */
export function requestHasPrivacySignal(request: Request): boolean {
  return request.headers.get('sec-gpc') === '1' || request.headers.get('dnt') === '1';
}

/** The valid decision the request's cookie holds, or null. */
export function readRequestConsent(request: Request, now: Date): CookieConsent | null {
  const consent = parseConsentCookie(parse(request.headers.get('cookie') ?? '')[CONSENT_COOKIE_NAME]);
  return consent && isConsentValid(consent, now) ? consent : null;
}

export function consentSetCookie(consent: CookieConsent, https: boolean): string {
  return `${CONSENT_COOKIE_NAME}=${serializeConsentCookie(consent)}; Max-Age=${CONSENT_VALIDITY_MS / 1000}; Path=/; SameSite=Lax${https ? '; Secure' : ''}`;
}

/**
 * Records a decision made without JavaScript (the preferences page's form) in the API's audit trail,
 * under the visitor's agentId when their request carries it. Failures are logged, not shown: the
 * cookie already applies the choice.
 */
export async function recordConsentFromServer(
  request: Request,
  consent: CookieConsent,
  method: ConsentMethod,
  privacySignal: boolean,
): Promise<void> {
  const agentId = readAgentId(request.headers.get('cookie'));
  const visitor = request.headers.get('x-forwarded-for');
  // Its own client: the visitor's agentId goes along only on this call.
  const api = createApiClient({
    baseUrl: getWebEnv().apiInternalUrl,
    headers: {
      ...(visitor ? { 'x-forwarded-for': visitor } : {}),
      ...(agentId ? { cookie: `${AGENT_ID_COOKIE_NAME}=${agentId}` } : {}),
    },
  });
  try {
    await api.post('/visitor/consent', {
      json: {
        performance: consent.performance,
        marketing: consent.marketing,
        method,
        policyVersion: CONSENT_POLICY_VERSION,
        privacySignal,
      },
    });
  } catch (error) {
    console.error('[consent] the decision was not recorded', error);
  }
}
