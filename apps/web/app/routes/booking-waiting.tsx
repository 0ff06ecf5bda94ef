import { settlePaymentReturn } from '../features/booking/payment-return.server';
import { PaymentReturnPage } from '../features/booking/payment-return-page';
import type { Route } from './+types/booking-waiting';

/** Where a payment return waits while the API cannot be reached, trying again until it answers. */
export function loader({ request }: Route.LoaderArgs) {
  return settlePaymentReturn(request, 'waiting');
}

export default function BookingWaitingPage({ loaderData }: Route.ComponentProps) {
  return <PaymentReturnPage result={loaderData} />;
}
