import { getWebEnv } from '../lib/env.server';
import { notFound } from '../lib/route-errors';

/** A real loader failure for the e2e suite; a plain 404 unless ENABLE_TEST_ROUTES is on. */
export function loader() {
  if (!getWebEnv().enableTestRoutes) throw notFound();
  throw new Error('Deliberate loader failure from the error test route');
}

// Never rendered (the loader always throws), but a default export keeps this a page route, so the
// error renders the HTML error page instead of a bare resource-route response.
export default function ErrorTestPage() {
  return null;
}
