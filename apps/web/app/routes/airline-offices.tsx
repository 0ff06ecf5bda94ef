import { PlaceholderPage } from '../features/placeholder/placeholder-page';

export default function AirlineOfficesPage() {
  return <PlaceholderPage page="airline-offices" />;
}
