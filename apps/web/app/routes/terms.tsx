import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function TermsPage() {
  return <PlaceholderPage page="terms" />;
}
