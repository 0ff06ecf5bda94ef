import { Outlet } from 'react-router';
import { joinClassNames } from '../lib/class-names';
import chromeStyles from './site-chrome.module.css';

/**
 * Payment authentication and waiting pages: no header or footer to click away from a payment in
 * progress, and nothing to index.
 */
export default function BlankLayout() {
  return (
    <main id="main-content" className={joinClassNames(chromeStyles.main, chromeStyles.blank)}>
      <meta name="robots" content="noindex" />
      <Outlet />
    </main>
  );
}
