import { DEAL_DESTINATIONS } from '@travel/domain/deals';
import { DEFAULT_LOCALE, getLanguageTag, LOCALES, type Locale, localizePath } from '../../lib/locale';

/** Pages of the site that are not content nodes but belong in the sitemap (real, indexable pages). */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/vuelos',
  '/aerolineas',
  '/aerolineas-oficinas',
  '/blog',
  '/noticias',
  '/articulos',
  '/destinations',
  '/faq',
  '/user/my-journey',
  '/contact-us',
  '/turs',
  '/cruceros',
  '/ofertas',
  '/ofertas-de-vuelo',
  '/vuelos-baratos',
  // Each deals destination's cheap-flights landing page.
  ...DEAL_DESTINATIONS.map((destination) => `/vuelos-baratos/${destination.slug}`),
] as const;

/** A page and, when not every language has it (content not translated yet), the languages that do. */
export type SitemapEntry = { path: string; lastmod?: string; locales?: readonly Locale[] };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: one `<url>` per page and language, each naming its translations (and x-default, the
 * Spanish page) as `xhtml:link` alternates, as search engines read hreflang in sitemaps.
 */
export function buildSitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const locales = LOCALES.filter((locale) => entry.locales?.includes(locale) ?? true);
    const alternates = [
      ...locales.map((locale) => [getLanguageTag(locale), localizePath(entry.path, locale)] as const),
      ['x-default', localizePath(entry.path, DEFAULT_LOCALE)] as const,
    ]
      .map(
        ([hreflang, path]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${base}${path}`)}"/>`,
      )
      .join('');
    for (const locale of locales) {
      const loc = escapeXml(`${base}${localizePath(entry.path, locale)}`);
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.slice(0, 10)}</lastmod>` : '';
      urls.push(`<url><loc>${loc}</loc>${lastmod}${alternates}</url>`);
    }
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** robots.txt: everything but the checkout and a booking's details, and where the sitemap is. */
export function buildRobotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /booking/',
    ...LOCALES.map((locale) => `Disallow: ${localizePath('/booking/', locale)}`),
    ...LOCALES.map((locale) => `Disallow: ${localizePath('/user/my-journey/booking-detail', locale)}`),
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
