import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function CheapFlightsPage() {
  return <PlaceholderPage page="cheap-flights" />;
}
