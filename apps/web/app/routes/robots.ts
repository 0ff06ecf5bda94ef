import { buildRobotsTxt } from '../features/content/sitemap';
import { getWebEnv } from '../lib/env.server';
import { applyHttpCaching } from '../lib/http-caching.server';
import type { Route } from './+types/robots';

/** Kept a day by anyone, then revalidated by ETag (decision 025). */
export function loader({ request }: Route.LoaderArgs) {
  const response = new Response(buildRobotsTxt(getWebEnv().siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
  return applyHttpCaching(request, response);
}
