import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function ToursPage() {
  return <PlaceholderPage page="tours" />;
}
