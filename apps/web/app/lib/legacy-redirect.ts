import { type Locale, localizePath } from './locale';

/** Legacy `/es/<country>` pages that now live under the tours section. */
const TOUR_COUNTRY_REDIRECTS = new Set(['punta-cana', 'cayman', 'aruba']);

/**
 * Legacy language prefixes and the site language they stand for: the old site's `/es/...`, and the
 * Drupal content service's Brazilian Portuguese `/pt-br/...` (its langcode), now `/pt/...`.
 */
const LEGACY_PREFIXES: ReadonlyArray<{ prefix: RegExp; locale: Locale }> = [
  { prefix: /^\/es(?=\/|$)/i, locale: 'es' },
  { prefix: /^\/pt-br(?=\/|$)/i, locale: 'pt' },
];

/**
 * Where a legacy `/es/...` or `/pt-br/...` URL moved to, or null when the path is not legacy.
 * The target is always a path on this site: runs of `/` and `\` collapse to one `/`, so
 * `/es//evil.com` becomes `/evil.com`, never the protocol-relative `//evil.com`.
 */
export function resolveLegacyRedirect(pathname: string, search: string): string | null {
  const legacy = LEGACY_PREFIXES.find(({ prefix }) => prefix.test(pathname));
  if (!legacy) return null;
  const segments = pathname
    .replace(legacy.prefix, '')
    .split(/[/\\]+/)
    .filter((segment) => segment !== '');
  const [first] = segments;
  if (segments.length === 1 && first && TOUR_COUNTRY_REDIRECTS.has(first.toLowerCase())) {
    return `${localizePath(`/turs/${first.toLowerCase()}`, legacy.locale)}${search}`;
  }
  return `${localizePath(`/${segments.join('/')}`, legacy.locale)}${search}`;
}
