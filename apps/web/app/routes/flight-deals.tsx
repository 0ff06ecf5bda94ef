import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function FlightDealsPage() {
  return <PlaceholderPage page="flight-deals" />;
}
