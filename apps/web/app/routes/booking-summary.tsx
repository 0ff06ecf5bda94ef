import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { handleBookingSummaryAction, loadBookingSummary } from '../features/booking/booking-summary.server';
import { BookingSummaryPage } from '../features/booking/booking-summary-page';
import type { Route } from './+types/booking-summary';

/**
 * A document first (entry.server, deferScripts): the trip summary and its form paint before the page's
 * script loads; what is typed meanwhile stays in the fields (they are uncontrolled).
 */
export const handle = { deferScripts: true } as const;

/** The visitor's booking session for `?offerId=`, read from the API on the server. */
export function loader({ request }: Route.LoaderArgs) {
  return loadBookingSummary(request);
}

/** Selecting an offer, Pagar, the bag buttons and the page's background saves (by `intent`). */
export function action({ request }: Route.ActionArgs) {
  return handleBookingSummaryAction(request);
}

/**
 * A background save changes nothing the page shows: the session need not be read again. Known gap:
 * when a save lands while a bag change's reload is in flight, React Router aborts that older reload,
 * and the breakdown can keep the totals from before the bags until the next reload (the session
 * itself has them, and Pagar charges them). Letting saves revalidate closes it but exposes another
 * race: a save's form still holds the bags from before a change made while it was on its way, and
 * its reload then shows (and keeps) those. Both want the bags out of the background save.
 */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'save' ? false : defaultShouldRevalidate;
}

export default function BookingSummaryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingSummaryPage summary={loaderData} actionData={actionData} />;
}
