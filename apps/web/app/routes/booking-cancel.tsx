import { settlePaymentReturn } from '../features/booking/payment-return.server';
import { PaymentReturnPage } from '../features/booking/payment-return-page';
import type { Route } from './+types/booking-cancel';

/** The gateway's return of a cancelled payment: card/success records it and the summary says so. */
export function loader({ request }: Route.LoaderArgs) {
  return settlePaymentReturn(request, 'authorize');
}

export default function BookingCancelPage({ loaderData }: Route.ComponentProps) {
  return <PaymentReturnPage result={loaderData} />;
}
