import { parse } from 'cookie';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, getLocaleFromPath, isLocale, LOCALES, type Locale, localizePath } from './locale';
import { LOCALE_COOKIE_NAME, serializeLocaleCookie } from './locale-cookie';

/** The language the visitor chose on this site (the locale cookie), if any. */
export function readLocaleCookie(request: Request): Locale | null {
  const value = parse(request.headers.get('cookie') ?? '')[LOCALE_COOKIE_NAME];
  return isLocale(value) ? value : null;
}

/** The site language the browser prefers (Accept-Language), Spanish when it names none of ours. */
export function negotiateLocale(request: Request): Locale {
  const header = request.headers.get('accept-language');
  if (!header) return DEFAULT_LOCALE;
  const negotiator = new Negotiator({ headers: { 'accept-language': header } });
  // Negotiator matches the primary tag too: es-MX → es, en-GB → en, pt-BR → pt.
  const best = negotiator.language([...LOCALES]);
  return isLocale(best) ? best : DEFAULT_LOCALE;
}

/**
 * The country of the browser's first language that names one (Accept-Language `es-CO` → CO), for a
 * guess where the visitor's address tells none; null when no language names a country (`es`, `es-419`).
 */
export function readLanguageRegion(request: Request): string | null {
  const header = request.headers.get('accept-language');
  if (!header) return null;
  for (const tag of new Negotiator({ headers: { 'accept-language': header } }).languages()) {
    const region = /^[a-z]{2,3}-([a-z]{2})$/i.exec(tag)?.[1];
    if (region) return region.toUpperCase();
  }
  return null;
}

const HOME_PATHS = new Set(['/', ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `/${l}`)]);

function isHome(pathname: string): boolean {
  return HOME_PATHS.has(pathname.toLowerCase().replace(/\/+$/, '') || '/');
}

/**
 * A document navigation that arrives from outside the site (typed, bookmarked, a link elsewhere):
 * `Sec-Fetch-Site` is `none` or `cross-site`. Following the site's own language link is `same-origin`
 * and is the visitor choosing, never overruled. Browsers without Fetch Metadata are treated as arriving.
 */
function arrivesFromOutside(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  const mode = request.headers.get('sec-fetch-mode');
  if (mode !== null && mode !== 'navigate') return false;
  return site === null || site === 'none' || site === 'cross-site' || site === 'same-site';
}

/**
 * Spec §9 locale cookie, read: a visitor arriving at a home page (`/`, `/en`) is sent to the home page
 * of the language they chose before (the cookie) or, on a first visit to `/`, of the one their browser
 * asks for. Only home pages: any other URL names its language, and a shared link must show what it shows.
 * Answers the path to redirect to, or null.
 */
export function homeLocaleRedirect(request: Request, isBot: boolean): string | null {
  if (request.method !== 'GET' || isBot) return null;
  const url = new URL(request.url);
  if (!isHome(url.pathname) || !arrivesFromOutside(request)) return null;
  const current = getLocaleFromPath(url.pathname);
  // Without a choice, only the bare `/` is negotiated: `/en` typed or linked is a language asked for.
  const chosen = readLocaleCookie(request);
  const wanted = chosen ?? (current === DEFAULT_LOCALE ? negotiateLocale(request) : current);
  return wanted === current ? null : `${localizePath('/', wanted)}${url.search}`;
}

/**
 * A navigation inside the site into another language (the language link without JavaScript) is the
 * visitor's choice: the answer remembers it. Answers the Set-Cookie value, or null.
 */
export function rememberedLocaleCookie(request: Request): string | null {
  if (request.method !== 'GET' || request.headers.get('sec-fetch-mode') !== 'navigate') return null;
  if (request.headers.get('sec-fetch-site') !== 'same-origin') return null;
  const current = getLocaleFromPath(new URL(request.url).pathname);
  const referrer = request.headers.get('referer');
  if (!referrer) return null;
  let from: Locale;
  try {
    from = getLocaleFromPath(new URL(referrer).pathname);
  } catch {
    return null;
  }
  return from !== current && readLocaleCookie(request) !== current ? serializeLocaleCookie(current) : null;
}
