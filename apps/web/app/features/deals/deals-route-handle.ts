/**
 * Deals pages are documents whose only form is a plain GET: they paint before their scripts load
 * (entry.server, deferScripts), as content pages do.
 */
export const DEALS_ROUTE_HANDLE = { deferScripts: true } as const;
