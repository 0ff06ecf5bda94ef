export const LOCALES = ['es', 'en', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

/** Spanish is served without a prefix; every other locale lives under `/<locale>/...`. */
export const DEFAULT_LOCALE: Locale = 'es';

const INTL_LOCALES: Record<Locale, string> = { es: 'es-419', en: 'en-US', pt: 'pt-BR' };

/** The BCP 47 locale behind a site locale: Latin American Spanish, US English or Brazilian Portuguese. */
export function getIntlLocale(locale: Locale): string {
  return INTL_LOCALES[locale];
}

/** What `<html lang>` and `hreflang` say: the bare language, except Portuguese, which is Brazil's. */
export function getLanguageTag(locale: Locale): string {
  return locale === 'pt' ? 'pt-BR' : locale;
}

const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function readPrefix(pathname: string): Locale | null {
  const firstSegment = pathname.split('/')[1]?.toLowerCase();
  // React Router matches paths case-insensitively, so `/EN/vuelos` is the English page too.
  return PREFIXED_LOCALES.find((locale) => locale === firstSegment) ?? null;
}

export function getLocaleFromPath(pathname: string): Locale {
  return readPrefix(pathname) ?? DEFAULT_LOCALE;
}

export function getRequestLocale(request: Request): Locale {
  return getLocaleFromPath(new URL(request.url).pathname);
}

/** `/en/vuelos` → `/vuelos`, `/en` → `/`; paths without a locale prefix come back unchanged. */
export function stripLocalePrefix(pathname: string): string {
  const prefix = readPrefix(pathname);
  if (!prefix) return pathname;
  const rest = pathname.slice(prefix.length + 1);
  return rest === '' ? '/' : rest;
}

/** Turns a locale-free app path (`/vuelos`, `/`) into the path for `locale`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The same page in another locale, keeping the query string. */
export function switchLocalePath(pathname: string, search: string, target: Locale): string {
  return `${localizePath(stripLocalePrefix(pathname), target)}${search}`;
}

/** Texts given per language by the API or the domain (problem titles, field messages), Spanish first. */
export type LocalizedText = { es: string } & Partial<Record<Locale, string>>;

/** The text in `locale`, or the Spanish one where that language has none yet (as i18next falls back). */
export function pickLocalized(texts: LocalizedText, locale: Locale): string {
  return texts[locale] ?? texts.es;
}
