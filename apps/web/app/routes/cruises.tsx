import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function CruisesPage() {
  return <PlaceholderPage page="cruises" />;
}
