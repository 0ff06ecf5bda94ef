import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

type FlatRoute = { path: string; layout: string | null; id: string | undefined; file: string };

/** Every page route with its full URL path and the layout file it sits in. */
function flatten(entries: RouteConfigEntry[], parentPath = '', layout: string | null = null): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parentPath}/${entry.path}` : parentPath;
    const isLayout = entry.file.startsWith('layouts/');
    const own: FlatRoute[] = isLayout ? [] : [{ path: path || '/', layout, id: entry.id, file: entry.file }];
    const childLayout = isLayout ? entry.file.replace(/^layouts\/(.+)-layout\.tsx$/, '$1') : layout;
    return [...own, ...flatten(entry.children ?? [], path, childLayout)];
  });
}

// Spec §2 with the layout of each route; where the spec shows none, the layout the README records.
const SPEC_ROUTES: ReadonlyArray<readonly [path: string, layout: string]> = [
  ['/', 'search-form'],
  ['/:content/:article', 'custom'],
  ['/:content/:subpath/:article', 'custom'],
  ['/:countryPage', 'custom'],
  ['/:url/results', 'result'],
  ['/about-us', 'custom'],
  ['/aerolineas-oficinas', 'custom'],
  ['/aerolineas', 'custom'],
  ['/aerolineas/:airlineName', 'custom'],
  ['/aerolineas/jetblue', 'custom'],
  ['/articles', 'custom'],
  ['/articulos', 'custom'],
  ['/articulos/ArticelDetail', 'custom'],
  ['/blog', 'custom'],
  ['/booking/authenticate', 'blank'],
  ['/booking/authorize', 'blank'],
  ['/booking/cancel', 'blank'],
  ['/booking/waiting', 'blank'],
  ['/booking/BillingSummary', 'result'],
  ['/booking/confirm', 'result'],
  ['/booking/summary', 'result'],
  ['/contact-us', 'custom'],
  ['/destinations', 'custom'],
  ['/entertainment', 'custom'],
  ['/entretenimiento', 'custom'],
  ['/espanol', 'custom'],
  ['/faq', 'custom'],
  ['/gracias', 'custom'],
  ['/hoteles', 'search-form'],
  ['/hoteles/HotelSummary', 'result'],
  ['/hoteles/result', 'result'],
  ['/flights', 'custom'],
  ['/noticias', 'custom'],
  ['/vuelos-baratos', 'custom'],
  ['/vuelos', 'custom'],
  ['/ofertas-de-vuelo', 'custom'],
  ['/ofertas', 'custom'],
  ['/privacy-policy', 'custom'],
  ['/terms', 'custom'],
  ['/turs', 'custom'],
  ['/turs/:country', 'custom'],
  ['/turs/:country/:package', 'custom'],
  ['/user/my-journey', 'custom'],
  ['/user/my-journey/booking-detail', 'custom'],
  ['/user/my-journey/add-bags', 'custom'],
  // Not in the spec table but required: the cruise listing of the header and the 404 catch-all.
  ['/cruceros', 'custom'],
  ['/*', 'error'],
];

const flat = flatten(routes);

function findRoute(path: string) {
  return flat.filter((route) => route.path === path);
}

describe('route table', () => {
  it.each(SPEC_ROUTES)('serves %s in Spanish under the %s layout', (path, layout) => {
    expect(findRoute(path).map((route) => route.layout)).toEqual([layout]);
  });

  it.each(SPEC_ROUTES)('serves %s in English under /en with the %s layout', (path, layout) => {
    const englishPath = path === '/' ? '/en' : `/en${path}`;
    expect(findRoute(englishPath).map((route) => route.layout)).toEqual([layout]);
  });

  it.each(SPEC_ROUTES)('serves %s in Portuguese under /pt with the %s layout', (path, layout) => {
    const portuguesePath = path === '/' ? '/pt' : `/pt${path}`;
    expect(findRoute(portuguesePath).map((route) => route.layout)).toEqual([layout]);
  });

  it('gives each language copy the same module', () => {
    for (const [path] of SPEC_ROUTES) {
      for (const prefix of ['/en', '/pt']) {
        const localized = path === '/' ? prefix : `${prefix}${path}`;
        expect(findRoute(localized)[0]?.file).toBe(findRoute(path)[0]?.file);
      }
    }
  });

  it('gives every route and layout a unique id', () => {
    const ids: string[] = [];
    const collect = (entries: RouteConfigEntry[]) => {
      for (const entry of entries) {
        if (entry.id) ids.push(entry.id);
        collect(entry.children ?? []);
      }
    };
    collect(routes);
    // Five layouts per language.
    expect(ids.length).toBe(flat.length + 15);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares no page twice', () => {
    const paths = flat.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has only the spec routes, the test route and the crawlers' files", () => {
    const known = new Set(
      SPEC_ROUTES.flatMap(([path]) => [
        path,
        ...['/en', '/pt'].map((p) => (path === '/' ? p : `${p}${path}`)),
      ]),
    );
    const extra = flat.map((route) => route.path).filter((path) => !known.has(path));
    expect(extra).toEqual([
      '/sitemap.xml',
      '/robots.txt',
      // Not in spec §2: the booking's calendar and receipt downloads, posted by its owner (issue 12).
      '/booking/documents/:kind',
      '/buscar',
      // Not in spec §2: the cookie preferences, for visitors without JavaScript (issue 16).
      '/cookies',
      // Not in spec §2: a page per cruise sailing (issue 15).
      '/cruceros/:sailing',
      // Not in spec §2: a landing page per cheap-flights destination (issue 15).
      '/vuelos-baratos/:destination',
      '/__error-test',
      '/__ui',
      // Not in spec §2: the Pix or cash voucher page while a local payment is awaited (issue 17).
      '/booking/awaiting-payment/:cartId',
      '/en/buscar',
      '/en/cookies',
      '/en/cruceros/:sailing',
      '/en/vuelos-baratos/:destination',
      '/en/__error-test',
      '/en/__ui',
      '/en/booking/awaiting-payment/:cartId',
      '/pt/buscar',
      '/pt/cookies',
      '/pt/cruceros/:sailing',
      '/pt/vuelos-baratos/:destination',
      '/pt/__error-test',
      '/pt/__ui',
      '/pt/booking/awaiting-payment/:cartId',
    ]);
  });
});
