export {
  DEFAULT_SITE_LOCALE,
  isSiteLocale,
  SITE_LOCALE_BCP47,
  SITE_LOCALES,
  type SiteLocale,
  SiteLocaleSchema,
} from './site-locales.ts';
