import { loadAwaitingPayment } from '../features/booking/payment-methods/awaiting-payment.server';
import { AwaitingPaymentPage } from '../features/booking/payment-methods/awaiting-payment-page';
import type { Route } from './+types/booking-awaiting-payment';

/** A Pix, voucher or PSE payment on its way: the code to pay with, the deadline and the live status. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadAwaitingPayment(request, params.cartId);
}

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function BookingAwaitingPaymentRoute({ loaderData }: Route.ComponentProps) {
  return <AwaitingPaymentPage payment={loaderData.payment} locale={loaderData.locale} />;
}
