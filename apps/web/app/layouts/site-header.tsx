import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
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

export function SiteHeader() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={localizePath('/', locale)} className={styles.brand} aria-label={t('site.homeLink')}>
          {t('site.name')}
        </Link>
        <LanguageSwitch />
      </div>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul className={styles.navList}>
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
