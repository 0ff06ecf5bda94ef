/** Protocols a link may use; everything else (javascript:, data:, vbscript:, file:, blob:…) is refused. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Browsers ignore tabs, newlines and leading control characters in a URL's scheme, so
 * "java\tscript:alert(1)" still runs: strip them before deciding, as the URL parser itself would.
 */
function normalize(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we strip.
  return url.replace(/[\u0000-\u001F\u007F]/g, '').trim();
}

/**
 * A link target that is safe to render: a path on this site, or an absolute URL with a safe protocol.
 * Answers undefined for anything else, so the caller renders text instead of a link (spec §8).
 */
export function toSafeHref(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const cleaned = normalize(url);
  if (cleaned.startsWith('/') && !cleaned.startsWith('//') && !cleaned.startsWith('/\\')) return cleaned;
  if (cleaned.startsWith('#') || cleaned.startsWith('?')) return cleaned;
  try {
    const parsed = new URL(cleaned);
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Where a redirect may go: a path on this site; anything else (other hosts, `//evil`, `/\evil`) goes home. */
export function toSafeRedirectPath(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  const cleaned = normalize(target);
  if (!cleaned.startsWith('/') || cleaned.startsWith('//') || cleaned.startsWith('/\\')) return fallback;
  try {
    // Resolving against a dummy origin catches tricks such as "/\t/evil.com" that browsers treat as hosts.
    const resolved = new URL(cleaned, 'https://site.invalid');
    return resolved.origin === 'https://site.invalid'
      ? `${resolved.pathname}${resolved.search}${resolved.hash}`
      : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Whether the browser may be sent to `url` (e.g. the payment page the API answers): only https/http
 * URLs on an allowed origin, never a URL that an answer or a query string made up.
 */
export function isAllowedExternalNavigation(url: string, allowedOrigins: readonly string[]): boolean {
  try {
    const parsed = new URL(normalize(url));
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
    return allowedOrigins.some((origin) => new URL(origin).origin === parsed.origin);
  } catch {
    return false;
  }
}
