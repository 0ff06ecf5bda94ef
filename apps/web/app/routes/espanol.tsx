import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function SpanishContentPage() {
  return <PlaceholderPage page="espanol" />;
}
