/**
 * The brand every surface shares: the web app's header and favicon, the e-mails, the hosted payment
 * page and the receipt. Plain strings and numbers, so both apps can use it without React or a DOM.
 */
export const BRAND_NAME = 'Andariego';

/** The colours the logo and the e-mails use; the web app's CSS tokens start from the same values. */
export const BRAND_COLORS = {
  /** Deep teal: header, links, primary surfaces. White text on it is 7.6:1. */
  brand: '#0f5e63',
  brandDark: '#0a4549',
  brandSoft: '#e4f1f1',
  /** Burnt orange: the one call to action on a screen (Buscar, Pagar). White text on it is 5.2:1. */
  accent: '#c2410c',
  accentDark: '#9a3412',
  text: '#1b1f24',
  muted: '#4a5361',
  surface: '#ffffff',
  surfaceAlt: '#f4f6f8',
} as const;

const MARK_PATHS =
  `<rect width="32" height="32" rx="8" fill="${BRAND_COLORS.brand}"/>` +
  // An A drawn as a road climbing to a summit, its bar a flight arc in the accent colour.
  '<path d="M8 25 16 7l8 18" fill="none" stroke="#fff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>' +
  `<path d="M9.5 20.5q6.5-6 13 0" fill="none" stroke="#ffb38a" stroke-width="2.4" stroke-linecap="round"/>`;

/** The square mark alone (favicon, app icon, small headers), `size` pixels wide. */
export function logoMarkSvg(size = 32): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}" role="img" aria-label="${BRAND_NAME}"><title>${BRAND_NAME}</title>${MARK_PATHS}</svg>`;
}

/**
 * The mark and the name, for surfaces that cannot load the web font (the hosted payment page, the
 * receipt): the name is set in the system sans-serif so it renders the same everywhere.
 */
export function logoSvg(height = 32): string {
  const width = Math.round((height * 150) / 32);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 32" width="${width}" height="${height}" role="img" aria-label="${BRAND_NAME}"><title>${BRAND_NAME}</title>` +
    `${MARK_PATHS}<text x="40" y="23" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="19" font-weight="700" letter-spacing="-0.3" fill="${BRAND_COLORS.brandDark}">${BRAND_NAME}</text></svg>`
  );
}
