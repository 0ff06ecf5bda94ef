import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from '../lib/locale';
import { useFormatLocaleOf } from '../lib/use-format-locale';

/**
 * The page's locale (its language and the visitor's country) for the React Aria widgets inside:
 * their calendars, month names, number formats and the words they say to screen readers.
 *
 * Each widget module wraps itself in this rather than the root wrapping every page: importing React
 * Aria's locale context works out the browser's default locale as the module loads, a pass through
 * ICU's locale data that cost a slow phone ~15 ms of every page's start, where most pages show no
 * React Aria widget until it is used (the search form loads its widgets on first intent). The
 * language is the page's translations' (the root gives every page its own), so a widget needs no
 * router around it.
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const language = useTranslation().i18n.language;
  const locale = useFormatLocaleOf(isLocale(language) ? language : DEFAULT_LOCALE);
  return <I18nProvider locale={locale}>{children}</I18nProvider>;
}
