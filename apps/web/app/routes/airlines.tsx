import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function AirlinesPage() {
  return <PlaceholderPage page="airlines" />;
}
