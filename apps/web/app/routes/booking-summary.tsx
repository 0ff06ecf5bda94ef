import { handleBookingSummaryAction, loadBookingSummary } from '../features/booking/booking-summary.server';
import { BookingSummaryPage } from '../features/booking/booking-summary-page';
import type { Route } from './+types/booking-summary';

/**
 * A document first (entry.server, deferScripts): the trip summary and its form paint before the page's
 * script loads; what is typed meanwhile stays in the fields (they are uncontrolled, and an end-to-end
 * test types through hydration). Its scripts and the web font start after that first paint
 * (scriptsAfterPaint): the font's swap had made the consent banner's text the page's largest paint
 * again, later (Lighthouse mobile LCP 1.5–2.4 s → 1.14–1.22 s).
 */
export const handle = { deferScripts: true, scriptsAfterPaint: true } as const;

/** The visitor's booking session for `?offerId=`, read from the API on the server. */
export function loader({ request }: Route.LoaderArgs) {
  return loadBookingSummary(request);
}

/**
 * Selecting an offer, Pagar, the bag buttons and the page's background saves (by `intent`). Every one
 * reads the session again after it, a save too: a save landing while a bag change's reload is in
 * flight aborts that reload, and its own brings the change's totals. (Saves never carry bags, so what
 * it reads is the bags as last changed.)
 */
export function action({ request }: Route.ActionArgs) {
  return handleBookingSummaryAction(request);
}

export default function BookingSummaryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingSummaryPage summary={loaderData} actionData={actionData} />;
}
