import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function ArticlesPage() {
  return <PlaceholderPage page="articles" />;
}
