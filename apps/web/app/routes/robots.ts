import { buildRobotsTxt } from '../features/content/sitemap';
import { getWebEnv } from '../lib/env.server';

export function loader() {
  return new Response(buildRobotsTxt(getWebEnv().siteUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
