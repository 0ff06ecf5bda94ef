import { Outlet } from 'react-router';
import { SeoLinks } from './seo-links';
import { SiteChrome } from './site-chrome';

export default function ResultLayout() {
  return (
    <SiteChrome variant="result">
      <SeoLinks />
      <Outlet />
    </SiteChrome>
  );
}
