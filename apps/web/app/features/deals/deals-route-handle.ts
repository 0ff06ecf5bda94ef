/**
 * Deals pages are documents whose only form is a plain GET: they paint before their scripts load
 * (entry.server, deferScripts), and those scripts and the web font start after that first paint
 * (decisions 023 and 026), as content pages do.
 */
export const DEALS_ROUTE_HANDLE = { deferScripts: true, scriptsAfterPaint: true } as const;
