import { useEffect } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useConsentStore } from '../../lib/consent.store';
import type { loader as rootLoader } from '../../root';

/** Loads the container once per page load, however often consent is given. */
let loaded = false;

/** Adds Google Tag Manager's script, as its install snippet does, without an inline script (CSP). */
export function loadTagManager(containerId: string): void {
  if (loaded) return;
  loaded = true;
  const w = window as Window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}

/**
 * The tag manager (spec §9: off by default, respects Do Not Track): only when TAG_MANAGER_ID is set,
 * the visitor accepted marketing cookies and their browser sends no privacy signal. It renders nothing.
 */
export function TagManager() {
  const containerId = useRouteLoaderData<typeof rootLoader>('root')?.tagManagerId ?? null;
  const marketing = useConsentStore((state) => state.consent?.marketing === true && !state.privacySignal);
  useEffect(() => {
    if (containerId && marketing) loadTagManager(containerId);
  }, [containerId, marketing]);
  return null;
}
