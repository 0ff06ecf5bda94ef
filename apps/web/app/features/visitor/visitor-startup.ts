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
      latitude: data.latitude,
      longitude: data.longitude,
    };
  } catch {
    return UNKNOWN_VISITOR_LOCATION;
  }
}

let started = false;

/** Runs `work` when the browser next has nothing to do (within two seconds), or soon where it cannot say. */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 1);
}

/**
 * Spec §2 start-up, once per page load, in the background once the page is idle after hydration:
 * session start (the API issues or recognises the agentId) and, when the server could not locate the
 * visitor for the page (`locatedByServer` false), the location. Nothing waits for it; every failure is
 * swallowed (spec §8), and whoever needs the agentId later asks again. Idle, because on a phone the
 * requests and their answers would otherwise share hydration's last long task.
 */
export function startVisitorSession(api: ApiClient, locale: Locale, locatedByServer: boolean): void {
  if (started) return;
  started = true;
  whenIdle(() => {
    whenAgentIdReady(api).catch(() => {});
    if (locatedByServer) return;
    void fetchVisitorLocation(api, locale).then((location) =>
      useVisitorStore.getState().setLocation(location),
    );
  });
}
