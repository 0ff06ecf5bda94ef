import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function PrivacyPolicyPage() {
  return <PlaceholderPage page="privacy-policy" />;
}
