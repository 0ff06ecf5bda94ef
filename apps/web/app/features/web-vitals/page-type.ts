import type { WebVitalsPageType } from '@travel/contract/web-vitals';

/** The page modules of routes.ts grouped as the web-vitals report reads them. */
const PAGE_TYPES: Record<string, WebVitalsPageType> = {
  home: 'home',
  'flight-results': 'flight-results',
  'booking-summary': 'trip-summary',
  'booking-billing-summary': 'trip-summary',
  'hotel-summary': 'trip-summary',
  'booking-confirm': 'confirmation',
  'hotel-results': 'hotel-results',
  'content-article': 'article',
  'content-nested-article': 'article',
  'article-detail': 'article',
};

/** Pages of the custom layout that are tools or the visitor's own, not content. */
const NOT_CONTENT = new Set([
  'cookie-preferences',
  'site-search',
  'my-journey',
  'my-journey-booking-detail',
  'error-test',
  'ui-test',
]);

/** `es.about-us` → `about-us` (route ids are `<locale>.<name>`, routes.ts). */
const pageName = (routeId: string) => routeId.slice(routeId.indexOf('.') + 1);

/**
 * The page type of the matched routes (root first, page last): only the kind of page, never its
 * URL or query, so a sample says nothing about the trip searched or the visitor. The other pages of
 * the custom layout are content.
 */
export function getPageType(matchedRouteIds: readonly string[]): WebVitalsPageType {
  const page = pageName(matchedRouteIds.at(-1) ?? '');
  const known = PAGE_TYPES[page];
  if (known) return known;
  const inCustomLayout = matchedRouteIds.some((id) => pageName(id) === 'custom-layout');
  return inCustomLayout && !NOT_CONTENT.has(page) ? 'content' : 'other';
}
