import { serializeConsentCookie } from '@travel/domain/consent';
import { type Breakpoint, isBreakpoint, VIEWPORT_COOKIE } from '@travel/domain/viewport';
import { parse } from 'cookie';
import { useEffect, useRef } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { useConsentStore } from '../../lib/consent.store';
import { useLocale } from '../../lib/use-locale';
import type { loader as rootLoader } from '../../root';
import { getPageType } from './page-type';
import { type PageView, startWebVitalsReporting } from './web-vitals-beacon';

function readViewportCookie(): Breakpoint | undefined {
  const value = parse(document.cookie)[VIEWPORT_COOKIE.name];
  return value && isBreakpoint(value) ? value : undefined;
}

/**
 * Real visitors' Core Web Vitals (issue 18, decision 022): nothing is loaded until the visitor's
 * consent allows performance cookies, given on arrival or mid-visit; then web-vitals comes in its own
 * chunk and each page view's measurements go to the API when the page is hidden. A page view is the
 * document's load (or its return from the back/forward cache): client navigations after it are
 * measured as part of it, as the browser's own Core Web Vitals are. Renders nothing.
 */
export function WebVitalsReporter() {
  const apiPublicUrl = useRouteLoaderData<typeof rootLoader>('root')?.apiPublicUrl ?? null;
  const performance = useConsentStore((state) => state.consent?.performance === true);
  const locale = useLocale();
  const pageType = getPageType(useMatches().map((match) => match.id));

  // The page shown now, and the one the measured page view began on.
  const current = useRef<PageView>({ pageType, locale });
  current.current = { pageType, locale };
  const measured = useRef<PageView | null>(null);
  measured.current ??= current.current;

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) measured.current = current.current;
    };
    addEventListener('pageshow', restored);
    return () => removeEventListener('pageshow', restored);
  }, []);

  useEffect(() => {
    if (!performance || !apiPublicUrl) return;
    void startWebVitalsReporting({
      endpoint: `${apiPublicUrl.replace(/\/$/, '')}/rum/web-vitals`,
      readPageView: () => measured.current ?? current.current,
      readContext: () => {
        const consent = useConsentStore.getState().consent;
        if (!consent?.performance) return null;
        const viewport = readViewportCookie();
        return {
          consent: serializeConsentCookie(consent),
          ...(viewport ? { viewport } : {}),
        };
      },
    });
  }, [performance, apiPublicUrl]);

  return null;
}
