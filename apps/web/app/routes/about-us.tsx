import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function AboutUsPage() {
  return <PlaceholderPage page="about-us" />;
}
