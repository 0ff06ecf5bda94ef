import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function EntertainmentPage() {
  return <PlaceholderPage page="entertainment" />;
}
