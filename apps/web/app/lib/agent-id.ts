/**
 * The visitor's agentId (ARCHITECTURE §6): a random first-party id in a cookie, 365 days, SameSite=Lax.
 * No fingerprint: the spec's fingerprint is replaced by a random id that needs no consent to compute.
 */
export const AGENT_ID_COOKIE_NAME = 'agentId';
export const AGENT_ID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The API accepts 8-64 characters of [A-Za-z0-9_-]. */
const AGENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function isAgentId(value: string | null | undefined): value is string {
  return typeof value === 'string' && AGENT_ID_PATTERN.test(value);
}

/** The agentId in a Cookie header or `document.cookie`, if there is a valid one. */
export function readAgentId(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === AGENT_ID_COOKIE_NAME) {
      const value = decodeURIComponent(rest.join('='));
      return isAgentId(value) ? value : null;
    }
  }
  return null;
}

export function serializeAgentIdCookie(agentId: string, secure: boolean): string {
  return `${AGENT_ID_COOKIE_NAME}=${agentId}; Path=/; Max-Age=${AGENT_ID_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
