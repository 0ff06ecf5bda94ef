import { isAllowedCurrency } from '@travel/domain/money';
import { readAgentId, serializeAgentIdCookie } from '../../lib/agent-id';
import type { ApiClient } from '../../lib/api-client';
import type { Locale } from '../../lib/locale';
import { UNKNOWN_VISITOR_LOCATION, useVisitorStore, type VisitorLocation } from '../../lib/visitor.store';

type LocationAnswer = {
  data: {
    detected: boolean;
    countryCode: string | null;
    currencyCode: string;
    flag: string | null;
    latitude: number | null;
    longitude: number | null;
  };
};

/** The agentId from the cookie, or a new random one written to the cookie. */
export function ensureAgentId(doc: Document = document): string {
  const existing = readAgentId(doc.cookie);
  if (existing) return existing;
  const agentId = crypto.randomUUID();
  // serializeAgentIdCookie builds the value; the Cookie Store API is missing in older Safari and Firefox.
  doc.cookie = serializeAgentIdCookie(agentId, doc.location?.protocol === 'https:');
  return agentId;
}

export async function fetchVisitorLocation(api: ApiClient, locale: Locale): Promise<VisitorLocation> {
  try {
    const { data } = await api.get<LocationAnswer>('/visitor/location', { query: { lang: locale } });
    return {
      detected: data.detected,
      countryCode: data.countryCode,
      currencyCode: isAllowedCurrency(data.currencyCode) ? data.currencyCode : 'USD',
      flag: data.flag,
      latitude: data.latitude,
      longitude: data.longitude,
    };
  } catch {
    return UNKNOWN_VISITOR_LOCATION;
  }
}

let started = false;

/**
 * Spec §2 start-up, once per page load, in the background after hydration: agentId, session start
 * and location. Nothing waits for it; every failure is swallowed (spec §8).
 */
export function startVisitorSession(api: ApiClient, locale: Locale): void {
  if (started) return;
  started = true;
  const agentId = ensureAgentId();
  const store = useVisitorStore.getState();
  store.setAgentId(agentId);
  api.post('/user/session/start', { agentId }).catch(() => {});
  void fetchVisitorLocation(api, locale).then((location) => useVisitorStore.getState().setLocation(location));
}
