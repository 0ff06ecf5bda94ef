import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function FaqPage() {
  return <PlaceholderPage page="faq" />;
}
