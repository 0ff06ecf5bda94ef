import {
  index,
  layout,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './lib/locale';

export type LayoutName = 'search-form' | 'custom' | 'result' | 'blank' | 'error';

/**
 * A page of spec §2: its path without locale prefix ('' is the home page), the module under
 * `routes/` that renders it and, when one module serves two paths, a distinct name for the id.
 */
type PageRoute = readonly [path: string, module: string, name?: string];

/**
 * The route table of spec §2, grouped by layout. Where the spec does not show a layout we chose
 * one (see README). It is written once and mounted once per locale.
 */
export const ROUTE_TABLE: Record<LayoutName, readonly PageRoute[]> = {
  'search-form': [
    ['', 'home'],
    ['hoteles', 'hotel-search'],
  ],
  custom: [
    [':content/:article', 'content-article'],
    [':content/:subpath/:article', 'content-nested-article'],
    [':countryPage', 'country'],
    ['about-us', 'about-us'],
    ['aerolineas-oficinas', 'airline-offices'],
    ['aerolineas', 'airlines'],
    ['aerolineas/:airlineName', 'airline'],
    ['aerolineas/jetblue', 'airline-jetblue'],
    ['articles', 'articles'],
    ['articulos', 'articles', 'articulos'],
    ['articulos/ArticelDetail', 'article-detail'],
    ['blog', 'blog'],
    // The header's site search (not in spec §2, which shows no search page).
    ['buscar', 'site-search'],
    ['contact-us', 'contact-us'],
    ['cookies', 'cookie-preferences'],
    ['cruceros', 'cruises'],
    ['cruceros/:sailing', 'cruise-sailing'],
    ['destinations', 'destinations'],
    ['entertainment', 'entertainment'],
    ['entretenimiento', 'entertainment', 'entretenimiento'],
    ['espanol', 'espanol'],
    ['faq', 'faq'],
    ['gracias', 'thank-you'],
    ['flights', 'flights'],
    ['vuelos', 'flights', 'vuelos'],
    ['noticias', 'news'],
    ['vuelos-baratos', 'cheap-flights'],
    ['vuelos-baratos/:destination', 'cheap-flights-destination'],
    ['ofertas-de-vuelo', 'flight-deals'],
    ['ofertas', 'deals'],
    ['privacy-policy', 'privacy-policy'],
    ['terms', 'terms'],
    ['turs', 'tours'],
    ['turs/:country', 'tour-country'],
    ['turs/:country/:package', 'tour-package'],
    ['user/my-journey', 'my-journey'],
    ['user/my-journey/booking-detail', 'my-journey-booking-detail'],
    ['user/my-journey/add-bags', 'my-journey-add-bags'],
    // Answers 404 unless ENABLE_TEST_ROUTES=1; lets the e2e suite check the 500 page.
    ['__error-test', 'error-test'],
    // Every ui/ component in every state (issue 12's visual tests); 404 unless ENABLE_TEST_ROUTES=1.
    ['__ui', 'ui-test'],
  ],
  result: [
    [':url/results', 'flight-results'],
    ['booking/summary', 'booking-summary'],
    ['booking/BillingSummary', 'booking-billing-summary'],
    ['booking/confirm', 'booking-confirm'],
    ['booking/awaiting-payment/:cartId', 'booking-awaiting-payment'],
    ['hoteles/result', 'hotel-results'],
    ['hoteles/HotelSummary', 'hotel-summary'],
  ],
  blank: [
    ['booking/authenticate', 'booking-authorization', 'booking-authenticate'],
    ['booking/authorize', 'booking-authorization', 'booking-authorize'],
    ['booking/cancel', 'booking-cancel'],
    ['booking/waiting', 'booking-waiting'],
  ],
  // Any path no other route claims: the 404 page.
  error: [['*', 'not-found']],
};

/** Route ids are `<locale>.<page>` so the Spanish and English copies of a page never collide. */
export function routeId(locale: Locale, name: string): string {
  return `${locale}.${name}`;
}

function pageRoute(locale: Locale, [path, module, name = module]: PageRoute): RouteConfigEntry {
  const file = `routes/${module}.tsx`;
  const id = routeId(locale, name);
  return path === '' ? index(file, { id }) : route(path, file, { id });
}

function localeRoutes(locale: Locale): RouteConfigEntry[] {
  const layouts = Object.entries(ROUTE_TABLE).map(([layoutName, pages]) =>
    layout(
      `layouts/${layoutName}-layout.tsx`,
      { id: routeId(locale, `${layoutName}-layout`) },
      pages.map((page) => pageRoute(locale, page)),
    ),
  );
  return locale === DEFAULT_LOCALE ? layouts : prefix(locale, layouts);
}

/** Files for crawlers: one per site, not per locale. */
const CRAWLER_ROUTES: RouteConfigEntry[] = [
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
];

/** Downloads of a booking (calendar, receipt): files, one per site like the crawlers' ones. */
const DOCUMENT_ROUTES: RouteConfigEntry[] = [
  route('booking/documents/:kind', 'routes/booking-documents.ts', { id: 'booking-documents' }),
];

export default [
  ...CRAWLER_ROUTES,
  ...DOCUMENT_ROUTES,
  ...LOCALES.flatMap(localeRoutes),
] satisfies RouteConfig;
