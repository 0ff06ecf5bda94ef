/**
 * How long a page may be kept, by whom (decision 025). A page's HTML carries a per-request CSP nonce and
 * the visitor's own state (consent banner, country formats, viewport, language cookie), so no page is
 * `public`: a CDN would hand one visitor's page, and its nonce, to everyone.
 */

/**
 * A page the same for every visitor in the same state (content, deals, the home, search forms): the
 * browser keeps it but asks every time, and gets `304 Not Modified` when nothing it shows changed
 * (entry.server compares an ETag over the HTML without its nonce).
 */
export const REVALIDATED_PAGE_HEADERS = { 'Cache-Control': 'private, no-cache' } as const;

/**
 * A page with the visitor's data (a trip, a booking, a payment, a search): never written to any cache.
 * Pages that name no policy get this one.
 */
export const PERSONAL_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;
