import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function ArticleDetailPage() {
  return <PlaceholderPage page="article-detail" />;
}
