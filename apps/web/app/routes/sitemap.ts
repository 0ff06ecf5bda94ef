import type { ContentBundle } from '@travel/contract/content';
import { listAllContentNodes } from '../features/content/content-api.server';
import { buildSitemapXml, STATIC_SITEMAP_PATHS } from '../features/content/sitemap';
import { getWebEnv } from '../lib/env.server';
import { applyHttpCaching } from '../lib/http-caching.server';
import type { Locale } from '../lib/locale';
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

/** The aliases of the pages translated into Portuguese; none while the content service cannot say. */
async function listPortugueseAliases(request: Request): Promise<Set<string>> {
  try {
    const nodes = (
      await Promise.all(PAGE_BUNDLES.map((bundle) => listAllContentNodes(request, 'pt', bundle)))
    ).flat();
    // A page with no Portuguese text is served in Spanish (langcode es): not a Portuguese page.
    return new Set(
      nodes.flatMap((node) =>
        node.attributes.langcode === 'pt' && node.attributes.path.alias ? [node.attributes.path.alias] : [],
      ),
    );
  } catch {
    return new Set();
  }
}

/**
 * /sitemap.xml: the real pages in every language and every content page, from the content service,
 * in Spanish and English and, where it has been translated, Portuguese.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const [nodes, portuguese] = await Promise.all([
    Promise.all(PAGE_BUNDLES.map((bundle) => listAllContentNodes(request, 'es', bundle))).then((all) =>
      all.flat(),
    ),
    listPortugueseAliases(request),
  ]);
  const entries = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
    ...nodes.flatMap((node) => {
      const alias = node.attributes.path.alias;
      if (!alias) return [];
      const locales: Locale[] = portuguese.has(alias) ? ['es', 'en', 'pt'] : ['es', 'en'];
      return [{ path: alias, lastmod: node.attributes.changed, locales }];
    }),
  ];
  const response = new Response(buildSitemapXml(getWebEnv().siteUrl, entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
  // Revalidated by ETag once the hour is over (decision 025).
  return applyHttpCaching(request, response);
}
