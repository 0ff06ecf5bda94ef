import { useSearchParams } from 'react-router';
import { BookingSummaryPage } from '../features/booking/booking-summary-page';

export default function BookingSummaryRoute() {
  const [searchParams] = useSearchParams();
  return <BookingSummaryPage offerId={searchParams.get('offerId')} />;
}
