/** Where Google Tag Manager and the analytics it loads send their requests. */
const TAG_MANAGER_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
];

/**
 * Security headers for every page. Scripts run only from our origin or with the per-request nonce
 * (React Router's hydration and module scripts carry it), so an injected inline script does not run.
 * Styles allow inline attributes: React writes `style=""` for sliders and skeletons, which CSP counts
 * as inline style, and styles cannot run code.
 */
export function buildSecurityHeaders(options: {
  nonce: string;
  apiOrigin: string;
  https: boolean;
  /** A Tag Manager container is configured: its hosts may be reached (its scripts load through 'strict-dynamic'). */
  tagManager?: boolean;
}) {
  const tagHosts = options.tagManager ? TAG_MANAGER_HOSTS : [];
  // The API origin covers the browser's API calls and the web-vitals beacon (sendBeacon obeys connect-src).
  const connect = ["'self'", options.apiOrigin, ...tagHosts].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...tagHosts].join(' '),
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    // A form may lead to the payment gateway: Pagar's answer redirects there (the sandbox is the API).
    `form-action 'self' ${options.apiOrigin}`,
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (options.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
