import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function NewsPage() {
  return <PlaceholderPage page="news" />;
}
