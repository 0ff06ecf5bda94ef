import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function BlogPage() {
  return <PlaceholderPage page="blog" />;
}
