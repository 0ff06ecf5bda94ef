import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function DealsPage() {
  return <PlaceholderPage page="deals" />;
}
