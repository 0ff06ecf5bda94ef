import { redirect } from 'react-router';

/**
 * A listing's own page under `query`, its filters as applied. A 302: whether a port or destination is
 * offered changes with the content, so tomorrow the old link may hold.
 */
export function redirectToListing(pathname: string, query: [string, string][]): Response {
  const search = new URLSearchParams(query).toString();
  return redirect(search ? `${pathname}?${search}` : pathname);
}
