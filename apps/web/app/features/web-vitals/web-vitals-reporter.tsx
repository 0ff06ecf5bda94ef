import { useEffect, useRef } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { useConsentStore } from '../../lib/consent.store';
import { useLocale } from '../../lib/use-locale';
import type { loader as rootLoader } from '../../root';
import type { ShownPage } from './web-vitals-beacon';

/**
 * Real visitors' Core Web Vitals (issue 18, decision 022): nothing is loaded until the visitor's
 * consent allows performance cookies, given on arrival or mid-visit; then web-vitals and the beacon
 * come in a chunk of their own and each page view's measurements go to the API when the page is
 * hidden. A page view is the document's load (or its return from the back/forward cache): client
 * navigations after it are measured as part of it, as the browser's own Core Web Vitals are. Kept
 * this small because it is in every page's first JS. Renders nothing.
 */
export function WebVitalsReporter() {
  const apiPublicUrl = useRouteLoaderData<typeof rootLoader>('root')?.apiPublicUrl ?? null;
  const performance = useConsentStore((state) => state.consent?.performance === true);
  const shown: ShownPage = { routeIds: useMatches().map((match) => match.id), locale: useLocale() };

  // The page shown now, and the one the measured page view began on.
  const current = useRef(shown);
  current.current = shown;
  const measured = useRef<ShownPage | null>(null);
  measured.current ??= shown;

  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) measured.current = current.current;
    };
    addEventListener('pageshow', restored);
    return () => removeEventListener('pageshow', restored);
  }, []);

  useEffect(() => {
    if (!performance || !apiPublicUrl) return;
    import('./web-vitals-beacon')
      .then(({ startWebVitalsReporting }) =>
        startWebVitalsReporting({
          endpoint: `${apiPublicUrl.replace(/\/$/, '')}/rum/web-vitals`,
          readPage: () => measured.current ?? current.current,
          readConsent: () => useConsentStore.getState().consent,
        }),
      )
      // A chunk that failed to load (offline, a new deployment) costs only the measurements.
      .catch(() => {});
  }, [performance, apiPublicUrl]);

  return null;
}
