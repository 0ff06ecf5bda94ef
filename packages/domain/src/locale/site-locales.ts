import { z } from 'zod';

/**
 * The site's languages, in the order they are offered: Spanish (the source, served without a URL
 * prefix), English and Brazilian Portuguese. Every wire schema, database column and dictionary keyed
 * by language reads this one list, so adding a language is one edit here plus its texts.
 */
export const SITE_LOCALES = ['es', 'en', 'pt'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];

/** Spanish is the source language and the fallback when a text has no translation. */
export const DEFAULT_SITE_LOCALE: SiteLocale = 'es';

export const SiteLocaleSchema = z.enum(SITE_LOCALES);

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (SITE_LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag behind each site locale: Latin American Spanish, US English, Brazilian Portuguese. */
export const SITE_LOCALE_BCP47: Record<SiteLocale, string> = { es: 'es-419', en: 'en-US', pt: 'pt-BR' };
