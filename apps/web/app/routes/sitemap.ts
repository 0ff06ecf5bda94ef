import type { ContentBundle } from '@travel/contract/content';
import { listAllContentNodes } from '../features/content/content-api.server';
import { buildSitemapXml, STATIC_SITEMAP_PATHS } from '../features/content/sitemap';
import { getWebEnv } from '../lib/env.server';
import type { Route } from './+types/sitemap';

/** Content that has a page of its own (FAQ answers and office lists live on their list pages). */
const PAGE_BUNDLES: readonly ContentBundle[] = [
  'airlines_landing',
  'country_page',
  'article',
  'page',
  'tour_destination',
  'tour_package',
  'cruise_sailing',
];

/** /sitemap.xml: the real pages and every content page, from the content service. */
export async function loader({ request }: Route.LoaderArgs) {
  const nodes = (
    await Promise.all(PAGE_BUNDLES.map((bundle) => listAllContentNodes(request, 'es', bundle)))
  ).flat();
  const entries = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...nodes.flatMap((node) =>
      node.attributes.path.alias
        ? [{ path: node.attributes.path.alias, lastmod: node.attributes.changed }]
        : [],
    ),
  ];
  return new Response(buildSitemapXml(getWebEnv().siteUrl, entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
