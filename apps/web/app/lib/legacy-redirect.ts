/** Legacy `/es/<country>` pages that now live under the tours section. */
const TOUR_COUNTRY_REDIRECTS = new Set(['punta-cana', 'cayman', 'aruba']);

const LEGACY_PREFIX = /^\/es(?=\/|$)/i;

/**
 * Where a legacy `/es/...` URL moved to, or null when the path is not legacy.
 * The target is always a path on this site: runs of `/` and `\` collapse to one `/`, so
 * `/es//evil.com` becomes `/evil.com`, never the protocol-relative `//evil.com`.
 */
export function resolveLegacyRedirect(pathname: string, search: string): string | null {
  if (!LEGACY_PREFIX.test(pathname)) return null;
  const segments = pathname
    .replace(LEGACY_PREFIX, '')
    .split(/[/\\]+/)
    .filter((segment) => segment !== '');
  const [first] = segments;
  if (segments.length === 1 && first && TOUR_COUNTRY_REDIRECTS.has(first.toLowerCase())) {
    return `/turs/${first.toLowerCase()}${search}`;
  }
  return `/${segments.join('/')}${search}`;
}
