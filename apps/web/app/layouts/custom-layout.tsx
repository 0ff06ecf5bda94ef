import { Outlet } from 'react-router';
import { SeoLinks } from './seo-links';
import { SiteChrome } from './site-chrome';

export default function CustomLayout() {
  return (
    <SiteChrome variant="custom">
      <SeoLinks />
      <Outlet />
    </SiteChrome>
  );
}
