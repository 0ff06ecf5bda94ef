import { Outlet } from 'react-router';
import { SiteChrome } from './site-chrome';

/** Wraps the 404 page; thrown errors reach the root error boundary, which uses the same chrome. */
export default function ErrorLayout() {
  return (
    <SiteChrome variant="error">
      <Outlet />
    </SiteChrome>
  );
}
