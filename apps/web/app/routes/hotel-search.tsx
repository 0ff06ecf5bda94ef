import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function HotelSearchPage() {
  return <PlaceholderPage page="hotel-search" />;
}
