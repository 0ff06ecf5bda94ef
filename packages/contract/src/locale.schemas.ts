/**
 * The site's languages as the wire knows them. The list itself lives in `@travel/domain/locale`
 * (domain schemas such as the hotel search need it and cannot import the contract); this module is
 * the contract's name for it.
 */
import {
  DEFAULT_SITE_LOCALE as DOMAIN_DEFAULT_SITE_LOCALE,
  SITE_LOCALE_BCP47 as DOMAIN_SITE_LOCALE_BCP47,
  SITE_LOCALES as DOMAIN_SITE_LOCALES,
  type SiteLocale as DomainSiteLocale,
  SiteLocaleSchema as DomainSiteLocaleSchema,
  isSiteLocale as domainIsSiteLocale,
} from '@travel/domain/locale';

/** `['es', 'en', 'pt']`: Spanish (source, no URL prefix), English, Brazilian Portuguese. */
export const SITE_LOCALES = DOMAIN_SITE_LOCALES;
export type SiteLocale = DomainSiteLocale;
export const SiteLocaleSchema = DomainSiteLocaleSchema;
export const DEFAULT_SITE_LOCALE = DOMAIN_DEFAULT_SITE_LOCALE;
export const SITE_LOCALE_BCP47 = DOMAIN_SITE_LOCALE_BCP47;
export const isSiteLocale = domainIsSiteLocale;
