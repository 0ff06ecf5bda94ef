import { Outlet } from 'react-router';

/**
 * Payment authentication and waiting pages: no header or footer to click away from a payment in
 * progress, and nothing to index.
 */
export default function BlankLayout() {
  return (
    <main id="main-content" className="site-main site-main--blank">
      <meta name="robots" content="noindex" />
      <Outlet />
    </main>
  );
}
