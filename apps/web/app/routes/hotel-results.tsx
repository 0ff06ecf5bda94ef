import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function HotelResultsPage() {
  return <PlaceholderPage page="hotel-results" />;
}
