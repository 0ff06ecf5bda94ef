import type { Plugin } from 'vite';

/** The module of react-aria that reads the browser's default locale when it is first imported. */
export const DEFAULT_LOCALE_MODULE =
  /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.m?js$/;

const SLOW_CHECK = 'Intl.DateTimeFormat.supportedLocalesOf(';

/**
 * react-aria checks the browser's language with `Intl.DateTimeFormat.supportedLocalesOf`, only to
 * catch the RangeError of a malformed tag, as soon as a page imports it. V8 lists every locale ICU
 * has to answer that: 35–65 ms of a page's start on a slow machine (four times that on Lighthouse's
 * phone), before any of our code runs. `Intl.getCanonicalLocales` throws the same RangeError for the
 * same tags without the list (1–4 ms). The page's own locale comes from I18nProvider either way.
 */
export function cheapLocaleCheck(): Plugin {
  return {
    name: 'travel:cheap-locale-check',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!DEFAULT_LOCALE_MODULE.test(id)) return null;
      return { code: rewriteLocaleCheck(code), map: null };
    },
  };
}

/** The module with its one slow check replaced; throws when react-aria's code no longer has it. */
export function rewriteLocaleCheck(code: string): string {
  if (code.split(SLOW_CHECK).length !== 2) {
    throw new Error(`react-aria's useDefaultLocale changed: expected one ${SLOW_CHECK}…) to replace`);
  }
  return code.replace(SLOW_CHECK, 'Intl.getCanonicalLocales(');
}
