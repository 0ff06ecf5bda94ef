import { redirectToBillingSection } from '../features/booking/booking-summary.server';
import type { Route } from './+types/booking-billing-summary';

/** Never rendered: the loader always redirects to the billing section of the trip summary. */
export function loader({ request }: Route.LoaderArgs) {
  return redirectToBillingSection(request);
}

export default function BookingBillingSummaryPage() {
  return null;
}
