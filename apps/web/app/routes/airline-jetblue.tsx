import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function AirlineJetBluePage() {
  return <PlaceholderPage page="airline-jetblue" />;
}
