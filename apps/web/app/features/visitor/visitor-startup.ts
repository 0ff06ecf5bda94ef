import type { VisitorLocationResponseSchema } from '@travel/contract/visitor';
import { isAllowedCurrency } from '@travel/domain/money';
import { whenAgentIdReady } from '../../lib/agent-id';
import { type ApiClient, unchecked } from '../../lib/api-client';
import type { Locale } from '../../lib/locale';
import { UNKNOWN_VISITOR_LOCATION, useVisitorStore, type VisitorLocation } from '../../lib/visitor.store';

export async function fetchVisitorLocation(api: ApiClient, locale: Locale): Promise<VisitorLocation> {
  try {
    // Unchecked: start-up runs on every page, and most pages ship no zod.
    const { data } = await api.get('/visitor/location', {
      query: { lang: locale },
      schema: unchecked<typeof VisitorLocationResponseSchema>(),
    });
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
 * Spec §2 start-up, once per page load, in the background after hydration: session start (the API
 * issues or recognises the agentId) and location. Nothing waits for it; every failure is swallowed
 * (spec §8), and whoever needs the agentId later asks again.
 */
export function startVisitorSession(api: ApiClient, locale: Locale): void {
  if (started) return;
  started = true;
  whenAgentIdReady(api).catch(() => {});
  void fetchVisitorLocation(api, locale).then((location) => useVisitorStore.getState().setLocation(location));
}
