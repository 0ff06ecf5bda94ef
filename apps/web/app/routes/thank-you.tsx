import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function ThankYouPage() {
  return <PlaceholderPage page="thank-you" />;
}
