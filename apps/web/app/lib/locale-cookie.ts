import { serialize } from 'cookie';
import type { Locale } from './locale';

export const LOCALE_COOKIE_NAME = 'locale';
/** Spec §9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The `document.cookie` / `Set-Cookie` value that remembers the visitor's language choice. The value
 * stays the bare locale (`locale=en`), so `cookie` serializes it rather than React Router's
 * `createCookie`, which would write base64 JSON.
 */
export function serializeLocaleCookie(locale: Locale): string {
  return serialize(LOCALE_COOKIE_NAME, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
  });
}
