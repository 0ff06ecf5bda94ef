import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getLanguageTag, LOCALES, type Locale, switchLocalePath } from '../lib/locale';
import { serializeLocaleCookie } from '../lib/locale-cookie';
import { useLocale } from '../lib/use-locale';
import styles from './language-switch.module.css';

/** Each language named in itself, as a visitor who does not read the page's language looks for it. */
const LANGUAGE_NAMES: Record<Locale, string> = { es: 'Español', en: 'English', pt: 'Português' };

/**
 * The header's language choice: a native disclosure (`<details>`), so it opens with the keyboard and
 * without JavaScript, listing the same page in every language with its query. Following a link
 * remembers the choice in the locale cookie (the server also does, for visitors without script).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const current = useLocale();
  const disclosure = useRef<HTMLDetailsElement>(null);

  function close(returnFocus: boolean) {
    const details = disclosure.current;
    if (!details?.open) return;
    details.open = false;
    if (returnFocus) details.querySelector('summary')?.focus();
  }

  return (
    <details
      ref={disclosure}
      className={styles.switch}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') close(true);
      }}
      onBlur={(event) => {
        // Focus left the list (Tab past the last language): fold it away.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <summary className={styles.summary}>
        <span className="visually-hidden">{t('language.switchPrefix')} </span>
        <span lang={getLanguageTag(current)}>{LANGUAGE_NAMES[current]}</span>
      </summary>
      <ul className={styles.list}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={switchLocalePath(pathname, search, locale)}
              hrefLang={getLanguageTag(locale)}
              lang={getLanguageTag(locale)}
              aria-current={locale === current ? 'true' : undefined}
              className={styles.option}
              onClick={() => {
                // biome-ignore lint/suspicious/noDocumentCookie: serializeLocaleCookie builds the value; the Cookie Store API is missing in older Safari and Firefox.
                document.cookie = serializeLocaleCookie(locale);
                close(false);
              }}
            >
              {LANGUAGE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
