import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** The new page's main heading, else its main landmark, made focusable without adding a Tab stop. */
function focusMainHeading(doc: Document) {
  const target =
    doc.querySelector<HTMLElement>('main h1') ??
    doc.querySelector<HTMLElement>('h1') ??
    doc.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  // ScrollRestoration owns the scroll position.
  target.focus({ preventScroll: true });
}

/**
 * What a full page load gives screen-reader users for free, after a client-side navigation: focus on
 * the new page's main heading and its title read out in a polite live region.
 *
 * The rule: a new pathname is a new page. A change of the search or hash only (filters, sort, page,
 * the next day on the results page) updates the page in place, and focus stays where the visitor is.
 * The first load is left to the browser.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const announcedPathname = useRef(pathname);

  useEffect(() => {
    if (pathname === announcedPathname.current) return;
    announcedPathname.current = pathname;
    focusMainHeading(document);
    setAnnouncement(document.title);
  }, [pathname]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
      {announcement}
    </div>
  );
}
