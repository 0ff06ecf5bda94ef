import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CookiePreferencesLink } from '../features/consent/consent-banner';
import { localizePath } from '../lib/locale';
import { useVisitorContactNumber, useWorkingHours } from '../lib/use-company-contacts';
import { useLocale } from '../lib/use-locale';
import styles from './site-footer.module.css';

const FOOTER_NAV = [
  { path: '/terms', label: 'footer.terms' },
  { path: '/privacy-policy', label: 'footer.privacy' },
  { path: '/faq', label: 'footer.faq' },
  { path: '/contact-us', label: 'footer.contact' },
  { path: '/about-us', label: 'footer.about' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const contact = useVisitorContactNumber();
  const hoursRef = useRef<HTMLParagraphElement>(null);
  const hours = useWorkingHours(hoursRef);
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.list}>
          {FOOTER_NAV.map((item) => (
            <li key={item.path}>
              <Link to={localizePath(item.path, locale)}>{t(item.label)}</Link>
            </li>
          ))}
          <li>
            <CookiePreferencesLink />
          </li>
        </ul>
      </nav>
      <div className={styles.contact}>
        <p>
          {t('footer.callUs')} <a href={`tel:${contact.contactNumber}`}>{contact.display}</a>
        </p>
        <p ref={hoursRef}>
          {t('footer.hours', { opens: hours.opens, closes: hours.closes })}{' '}
          <span suppressHydrationWarning>{hours.timeZoneName}.</span>
        </p>
      </div>
      <p className={styles.tagline}>{t('footer.tagline')}</p>
    </footer>
  );
}
