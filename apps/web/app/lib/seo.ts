import {
  DEFAULT_LOCALE,
  getLanguageTag,
  getLocaleFromPath,
  LOCALES,
  type Locale,
  localizePath,
  stripLocalePrefix,
} from './locale';

/** hreflang is the language tag (`es`, `en`, `pt-BR`) or `x-default`. */
export type AlternateLink = { hrefLang: string; href: string };
export type SeoLinks = { canonical: string; alternates: AlternateLink[] };

/**
 * Canonical URL and hreflang alternates (es, en, pt-BR, and x-default pointing at Spanish) for the page
 * at `pathname`. Query strings are left out: they hold search state, not another page.
 */
export function buildSeoLinks(siteUrl: string, pathname: string): SeoLinks {
  const base = siteUrl.replace(/\/+$/, '');
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const pagePath = stripLocalePrefix(trimmed);
  const urlFor = (locale: Locale) => `${base}${localizePath(pagePath, locale)}`;
  return {
    canonical: urlFor(getLocaleFromPath(trimmed)),
    alternates: [
      ...LOCALES.map((locale) => ({ hrefLang: getLanguageTag(locale), href: urlFor(locale) })),
      { hrefLang: 'x-default', href: urlFor(DEFAULT_LOCALE) },
    ],
  };
}
