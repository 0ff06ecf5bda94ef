import { Outlet } from 'react-router';
import { SeoLinks } from './seo-links';
import { SiteChrome } from './site-chrome';

export default function SearchFormLayout() {
  return (
    <SiteChrome variant="search-form">
      <SeoLinks />
      <Outlet />
    </SiteChrome>
  );
}
