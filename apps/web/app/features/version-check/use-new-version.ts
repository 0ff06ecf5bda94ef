import { shouldOfferReload, VERSION_CHECK_INTERVAL_MS } from '@travel/domain/timers';
import { useEffect, useState } from 'react';

/** Where the web server says which client build it serves (server/web-server.mjs). */
const VERSION_URL = '/version.json';
const RELOADED_AT_KEY = 'version-check:reloaded-at';

/** The client build this page runs, as React Router's manifest names it. */
function runningVersion(): string | null {
  return (
    (window as Window & { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ??
    null
  );
}

async function deployedVersion(): Promise<string | null> {
  try {
    const response = await fetch(VERSION_URL, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

function lastReloadAt(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Reloads the page for the new version, noting when (the reload guard). */
export function reloadForNewVersion(): void {
  try {
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    // Without storage the guard cannot hold; the reload still happens once, on the visitor's click.
  }
  window.location.reload();
}

/**
 * Spec §4 new-version check: every 60 minutes (and when the tab comes back after that long hidden)
 * the page asks which build is deployed; true once another one is. Never reloads by itself.
 */
export function useNewVersion(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let lastCheck = Date.now();
    const check = async () => {
      lastCheck = Date.now();
      const deployed = await deployedVersion();
      if (
        shouldOfferReload({
          running: runningVersion(),
          deployed,
          lastReloadAt: lastReloadAt(),
          now: Date.now(),
        })
      )
        setAvailable(true);
    };
    const timer = window.setInterval(check, VERSION_CHECK_INTERVAL_MS);
    // A hidden tab's timers are throttled: catch up when the visitor returns.
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= VERSION_CHECK_INTERVAL_MS)
        void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return available;
}
