import { useLocation, useRouteLoaderData } from 'react-router';
import { buildSeoLinks } from '../lib/seo';
import type { loader as rootLoader } from '../root';

/** Canonical and hreflang links; React 19 hoists these `<link>`s into the document head. */
export function SeoLinks() {
  const { pathname } = useLocation();
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  if (!rootData) return null;
  const { canonical, alternates } = buildSeoLinks(rootData.siteUrl, pathname);
  return (
    <>
      <link rel="canonical" href={canonical} />
      {alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </>
  );
}
