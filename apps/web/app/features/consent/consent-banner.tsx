import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { joinClassNames } from '../../lib/class-names';
import { useConsentStore } from '../../lib/consent.store';
import { localizePath } from '../../lib/locale';
import { useApiClient } from '../../lib/use-api-client';
import { useLocale } from '../../lib/use-locale';
import type { loader as rootLoader } from '../../root';
import buttonStyles from '../../ui/button.module.css';
import styles from './consent.module.css';
import {
  readBrowserPrivacySignal,
  readConsentCookieInBrowser,
  recordConsent,
  writeConsentCookieInBrowser,
} from './consent-browser';
import { decideConsent } from './consent-decision';
import { useConsentFormSubmit } from './use-consent-form';

// The dialog (React Aria's modal) loads when it is opened: pages ship no dialog code for the banner.
const ConsentPreferencesDialog = lazy(() => import('./consent-preferences-dialog'));

/** The preferences page, with the page to come back to. */
export function useCookiePreferencesHref(): string {
  const locale = useLocale();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return `${localizePath('/cookies', locale)}?${new URLSearchParams({ returnTo })}`;
}

/**
 * Reads the browser's decision and privacy signal once the page runs. A browser that sends a privacy
 * signal is not asked: its signal is the decision (optional cookies off), recorded once per 7 days.
 */
function useLoadConsent() {
  const api = useApiClient();
  useEffect(() => {
    const now = new Date();
    const privacySignal = readBrowserPrivacySignal();
    const consent = readConsentCookieInBrowser(now);
    useConsentStore.getState().load(consent, privacySignal);
    if (!consent && privacySignal) {
      const decided = decideConsent({ method: 'reject_all' }, now, true);
      writeConsentCookieInBrowser(decided.consent);
      useConsentStore.getState().decide(decided.consent);
      void recordConsent(api, decided.consent, 'privacy_signal', true);
    }
  }, [api]);
}

/**
 * The cookie banner (ARCHITECTURE §6): shown until the visitor decides, again after 7 days; "Rechazar
 * todo" as visible as "Aceptar todo"; "Elegir" opens the preferences. It appears once the page's script
 * runs: without JavaScript no optional cookie can be set, and the footer's link leads to the
 * preferences page.
 */
export function ConsentBanner() {
  useLoadConsent();
  const { t } = useTranslation();
  const locale = useLocale();
  const preferencesOpen = useConsentStore((state) => state.preferencesOpen);
  const setPreferencesOpen = useConsentStore((state) => state.setPreferencesOpen);
  // The preferences page is the choice itself: no banner over it.
  const { pathname, search } = useLocation();
  const onPreferencesPage = /\/cookies$/.test(pathname);
  const onSubmit = useConsentFormSubmit();
  const action = localizePath('/cookies', locale);
  const preferencesHref = useCookiePreferencesHref();
  const returnTo = `${pathname}${search}`;
  // Until the page's script reads the browser's cookie, the server's reading decides: the banner is in
  // the first HTML (it paints with the page, not after the script), and hydration renders the same.
  // Selected as the one answer, so the browser's reading renders again only when it differs.
  const server = useRouteLoaderData<typeof rootLoader>('root')?.consent;
  const undecided = useConsentStore((state) =>
    state.ready ? !state.consent && !state.privacySignal : !server?.decided && !server?.privacySignal,
  );
  const button = joinClassNames(buttonStyles.button, buttonStyles.primary);
  return (
    <>
      {undecided && !onPreferencesPage ? (
        <section className={styles.banner} aria-labelledby="consent-banner-title" data-consent-banner="">
          <form method="post" action={action} onSubmit={onSubmit} className={styles.inner}>
            {/* Without script the preferences page's action answers, then sends the visitor back here. */}
            <input type="hidden" name="returnTo" value={returnTo} />
            <div>
              <h2 id="consent-banner-title" className={styles.title}>
                {t('consent.title')}
              </h2>
              <p className={styles.text}>
                {t('consent.text')}{' '}
                <Link to={localizePath('/privacy-policy', locale)}>{t('consent.policyLink')}</Link>
              </p>
            </div>
            <div className={styles.actions}>
              <button type="submit" name="intent" value="accept_all" className={button}>
                {t('consent.acceptAll')}
              </button>
              <button type="submit" name="intent" value="reject_all" className={button}>
                {t('consent.rejectAll')}
              </button>
              {/* The preferences page without script; the dialog in place with it. */}
              <Link
                to={preferencesHref}
                className={buttonStyles.button}
                onClick={(event) => {
                  if (!useConsentStore.getState().ready) return;
                  event.preventDefault();
                  setPreferencesOpen(true);
                }}
              >
                {t('consent.choose')}
              </Link>
            </div>
          </form>
        </section>
      ) : null}
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <ConsentPreferencesDialog action={action} onSubmit={onSubmit} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The footer's way back to the choice (withdrawal as easy as consent): the preferences page, or the
 * preferences dialog in place once the page's script runs.
 */
export function CookiePreferencesLink() {
  const { t } = useTranslation();
  const href = useCookiePreferencesHref();
  const setPreferencesOpen = useConsentStore((state) => state.setPreferencesOpen);
  return (
    <Link
      to={href}
      onClick={(event) => {
        // Read at the click: the link has nothing to show differently once the cookie is read.
        if (!useConsentStore.getState().ready) return;
        event.preventDefault();
        setPreferencesOpen(true);
      }}
    >
      {t('consent.footerLink')}
    </Link>
  );
}
