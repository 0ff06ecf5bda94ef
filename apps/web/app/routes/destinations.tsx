import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function DestinationsPage() {
  return <PlaceholderPage page="destinations" />;
}
