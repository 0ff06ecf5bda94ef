import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type SiteChromeProps = {
  /** Which layout of spec §2 this is; it only changes the width and spacing of the main area. */
  variant: 'custom' | 'result' | 'search-form' | 'error';
  children: ReactNode;
};

/** Skip link, header, main landmark and footer shared by every layout except the blank one. */
export function SiteChrome({ variant, children }: SiteChromeProps) {
  const { t } = useTranslation();
  return (
    <div className="site">
      <a href="#main-content" className="skip-link">
        {t('skipLink')}
      </a>
      <SiteHeader />
      {/* tabIndex -1 lets the skip link move keyboard focus into main, not just scroll to it. */}
      <main id="main-content" tabIndex={-1} className={`site-main site-main--${variant}`}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
