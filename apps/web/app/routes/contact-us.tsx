import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function ContactUsPage() {
  return <PlaceholderPage page="contact-us" />;
}
