import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, NavLink, useLocation } from 'react-router';
import { localizePath } from '../lib/locale';
import { useLocale } from '../lib/use-locale';
import { LanguageSwitch } from './language-switch';
import styles from './site-header.module.css';

const MAIN_NAV = [
  { path: '/vuelos', label: 'nav.flights' },
  { path: '/hoteles', label: 'nav.hotels' },
  { path: '/cruceros', label: 'nav.cruises' },
  { path: '/turs', label: 'nav.tours' },
  { path: '/ofertas', label: 'nav.deals' },
  { path: '/blog', label: 'nav.blog' },
  { path: '/user/my-journey', label: 'nav.myJourney' },
] as const;

/**
 * On a phone the navigation is a row that scrolls sideways: the current page's item (Mi viaje, last)
 * would be out of sight. Scrolls the row only, never the page.
 */
function useCurrentItemInView() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: again on each page, whose item is another
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const start = current.offsetLeft - row.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = start - (row.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return list;
}

export function SiteHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navList = useCurrentItemInView();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={localizePath('/', locale)} className={styles.brand} aria-label={t('site.homeLink')}>
          <img src="/favicon.svg" alt="" width={28} height={28} className={styles.mark} />
          {t('site.name')}
        </Link>
        <Form
          method="get"
          action={localizePath('/buscar', locale)}
          role="search"
          aria-label={t('siteSearch.label')}
          className={styles.search}
        >
          <label htmlFor="site-search" className="visually-hidden">
            {t('siteSearch.label')}
          </label>
          <input
            id="site-search"
            type="search"
            name="q"
            placeholder={t('siteSearch.placeholder')}
            minLength={2}
            maxLength={100}
            required
            className={styles.searchInput}
          />
          <button type="submit" className={styles.searchButton}>
            {t('siteSearch.submit')}
          </button>
        </Form>
        {/* Phones have no room for the field beside the brand: a link to the search page instead. */}
        <Link
          to={localizePath('/buscar', locale)}
          className={styles.searchLink}
          aria-label={t('siteSearch.label')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.25" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
          </svg>
        </Link>
        <LanguageSwitch />
      </div>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul className={styles.navList} ref={navList}>
          {MAIN_NAV.map((item) => (
            <li key={item.path}>
              <NavLink to={localizePath(item.path, locale)} className={styles.navLink}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
