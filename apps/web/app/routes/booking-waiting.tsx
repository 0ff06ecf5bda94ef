import { PaymentReturnPage } from '../features/booking/payment-return-page';

/** Where a payment return waits while the API cannot be reached, retrying until it answers. */
export default function BookingWaitingPage() {
  return <PaymentReturnPage waiting />;
}
