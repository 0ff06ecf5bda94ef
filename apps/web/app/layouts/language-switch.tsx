import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { switchLocalePath } from '../lib/locale';
import { serializeLocaleCookie } from '../lib/locale-cookie';
import { useLocale } from '../lib/use-locale';
import styles from './language-switch.module.css';

/** Link to the same page in the other language; following it remembers the choice in a cookie. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const target = useLocale() === 'es' ? 'en' : 'es';
  return (
    <Link
      to={switchLocalePath(pathname, search, target)}
      hrefLang={target}
      className={styles.switch}
      onClick={() => {
        // biome-ignore lint/suspicious/noDocumentCookie: serializeLocaleCookie builds the value; the Cookie Store API is missing in older Safari and Firefox.
        document.cookie = serializeLocaleCookie(target);
      }}
    >
      <span className="visually-hidden">{t('language.switchPrefix')} </span>
      <span lang={target}>{t('language.switchTarget')}</span>
    </Link>
  );
}
