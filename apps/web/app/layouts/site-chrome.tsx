import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentBanner } from '../features/consent/consent-banner';
import { joinClassNames } from '../lib/class-names';
import styles from './site-chrome.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type SiteChromeProps = {
  /** Which layout of spec §2 this is; only the result layout changes the main area (wider). */
  variant: 'custom' | 'result' | 'search-form' | 'error';
  children: ReactNode;
};

/** Skip link, header, main landmark and footer shared by every layout except the blank one. */
export function SiteChrome({ variant, children }: SiteChromeProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.site}>
      <a href="#main-content" className={styles.skipLink}>
        {t('skipLink')}
      </a>
      <SiteHeader />
      {/* tabIndex -1 lets the skip link move keyboard focus into main, not just scroll to it. */}
      <main
        id="main-content"
        tabIndex={-1}
        className={joinClassNames(styles.main, variant === 'result' && styles.wide)}
      >
        {children}
      </main>
      <SiteFooter />
      <ConsentBanner />
    </div>
  );
}
