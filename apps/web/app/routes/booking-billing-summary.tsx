import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function BookingBillingSummaryPage() {
  return <PlaceholderPage page="booking-billing-summary" />;
}
