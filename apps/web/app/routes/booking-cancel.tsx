import { PaymentReturnPage } from '../features/booking/payment-return-page';

export default function BookingCancelPage() {
  return <PaymentReturnPage />;
}
