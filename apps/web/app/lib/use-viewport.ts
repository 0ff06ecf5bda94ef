import {
  BREAKPOINTS,
  type Breakpoint,
  FALLBACK_BREAKPOINT,
  getBreakpoint,
  VIEWPORT_COOKIE,
} from '@travel/domain/viewport';
import { useEffect, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';

function subscribe(onChange: () => void): () => void {
  // One query per breakpoint: the browser says when the width crosses one, no resize polling.
  const queries = BREAKPOINTS.map(([, min]) => window.matchMedia(`(min-width: ${min}px)`));
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

const currentBreakpoint = () => getBreakpoint(window.innerWidth);

/**
 * The breakpoint to render for: the server's (the viewport cookie or the device's default) while the
 * page renders and hydrates, so both agree and nothing shifts, then the window's own as it changes.
 */
export function useViewport(): Breakpoint {
  const serverViewport = useRouteLoaderData<typeof rootLoader>('root')?.viewport ?? FALLBACK_BREAKPOINT;
  return useSyncExternalStore(subscribe, currentBreakpoint, () => serverViewport);
}

/** At least `breakpoint` wide. */
export function isAtLeast(current: Breakpoint, breakpoint: Breakpoint): boolean {
  const index = (name: Breakpoint) => BREAKPOINTS.findIndex(([candidate]) => candidate === name);
  return index(current) >= index(breakpoint);
}

/**
 * Reports the window's breakpoint in the spec §9 viewport cookie (365 days, SameSite=Strict, Secure
 * over HTTPS) whenever it changes, so the next page is rendered for it from the first byte.
 */
export function useViewportCookie(): void {
  // Written from the browser's own events, not through React state: nothing renders again for it.
  useEffect(() => {
    let written: Breakpoint | null = null;
    const write = () => {
      const breakpoint = currentBreakpoint();
      if (breakpoint === written) return;
      written = breakpoint;
      const secure = window.location.protocol === 'https:' && VIEWPORT_COOKIE.secure ? '; Secure' : '';
      // biome-ignore lint/suspicious/noDocumentCookie: a layout preference the server reads; no Cookie Store API everywhere.
      document.cookie = `${VIEWPORT_COOKIE.name}=${breakpoint}; Max-Age=${VIEWPORT_COOKIE.maxAgeDays * 86_400}; Path=/; SameSite=Strict${secure}`;
    };
    write();
    return subscribe(write);
  }, []);
}
