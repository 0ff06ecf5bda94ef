/**
 * Where the site's flight deals go: the destinations travellers of each origin country search most
 * (beach, family and business trips of the region), and the main origins of the region that a
 * destination's landing page compares. IATA airport codes; the city slug names the landing page
 * (`/vuelos-baratos/cancun`) and is the Spanish city name of the reference data, slugged.
 */
export type DealDestination = { iataCode: string; slug: string };

export const DEAL_DESTINATIONS: readonly DealDestination[] = [
  { iataCode: 'CUN', slug: 'cancun' },
  { iataCode: 'MIA', slug: 'miami' },
  { iataCode: 'MAD', slug: 'madrid' },
  { iataCode: 'BOG', slug: 'bogota' },
  { iataCode: 'LIM', slug: 'lima' },
  { iataCode: 'SCL', slug: 'santiago' },
  { iataCode: 'GRU', slug: 'sao-paulo' },
  { iataCode: 'EZE', slug: 'buenos-aires' },
  { iataCode: 'PTY', slug: 'ciudad-de-panama' },
  { iataCode: 'PUJ', slug: 'punta-cana' },
  { iataCode: 'MEX', slug: 'ciudad-de-mexico' },
  { iataCode: 'CTG', slug: 'cartagena' },
  { iataCode: 'MDE', slug: 'medellin' },
  { iataCode: 'CUZ', slug: 'cusco' },
  { iataCode: 'GIG', slug: 'rio-de-janeiro' },
  { iataCode: 'MVD', slug: 'montevideo' },
  { iataCode: 'SJO', slug: 'san-jose' },
  { iataCode: 'HAV', slug: 'la-habana' },
  { iataCode: 'MCO', slug: 'orlando' },
];

const REGION_DEFAULT = ['CUN', 'MIA', 'MAD', 'BOG', 'LIM', 'SCL', 'GRU', 'EZE', 'PTY', 'PUJ', 'MEX', 'CTG'];

/** Popular destinations per origin country (ISO 3166-1 alpha-2), cheapest-first lists are built from them. */
const DESTINATIONS_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  CO: ['CUN', 'MIA', 'MAD', 'PTY', 'PUJ', 'MEX', 'LIM', 'SCL', 'EZE', 'GRU', 'CTG', 'MDE'],
  MX: ['CUN', 'MIA', 'MAD', 'BOG', 'LIM', 'PTY', 'PUJ', 'HAV', 'SJO', 'CTG', 'SCL', 'MCO'],
  PE: ['CUN', 'MIA', 'MAD', 'BOG', 'SCL', 'EZE', 'GRU', 'PTY', 'PUJ', 'MEX', 'CUZ', 'CTG'],
  CL: ['CUN', 'MIA', 'MAD', 'LIM', 'EZE', 'GRU', 'GIG', 'BOG', 'PUJ', 'MEX', 'PTY', 'MVD'],
  AR: ['CUN', 'MIA', 'MAD', 'SCL', 'GRU', 'GIG', 'LIM', 'BOG', 'PUJ', 'MVD', 'PTY', 'MEX'],
  BR: ['CUN', 'MIA', 'MAD', 'EZE', 'SCL', 'LIM', 'BOG', 'PTY', 'PUJ', 'MEX', 'MVD', 'GIG'],
  US: ['CUN', 'BOG', 'MDE', 'LIM', 'SCL', 'GRU', 'EZE', 'PTY', 'PUJ', 'MEX', 'SJO', 'CTG'],
  ES: ['CUN', 'MIA', 'BOG', 'LIM', 'SCL', 'GRU', 'EZE', 'PTY', 'PUJ', 'MEX', 'HAV', 'CTG'],
};

/** The region's main origins, compared on a destination's landing page. */
export const MAIN_DEAL_ORIGINS = ['BOG', 'MEX', 'LIM', 'SCL', 'GRU', 'EZE', 'PTY', 'MIA', 'MAD'] as const;

/** The origin the deals pages show when nothing is known about the visitor. */
export const DEFAULT_DEAL_ORIGIN = 'BOG';

export type DealOrigin = { iataCode: string; cityCode: string; countryCode: string };

/**
 * The popular destinations from an origin: its country's list (the region's otherwise), without the
 * origin itself or another airport of its city (`cityCodeOf` knows the city of each code).
 */
export function listDealDestinations(
  origin: DealOrigin,
  cityCodeOf: (iataCode: string) => string | undefined,
): string[] {
  const list = DESTINATIONS_BY_COUNTRY[origin.countryCode] ?? REGION_DEFAULT;
  return list.filter((code) => code !== origin.iataCode && cityCodeOf(code) !== origin.cityCode);
}

/** The main origins to compare on a destination's page, without the destination and the visitor's own. */
export function listOtherDealOrigins(destination: string, visitorOrigin: string | null): string[] {
  return MAIN_DEAL_ORIGINS.filter((code) => code !== destination && code !== visitorOrigin);
}

export function findDealDestinationBySlug(slug: string): DealDestination | undefined {
  return DEAL_DESTINATIONS.find((destination) => destination.slug === slug);
}

export function findDealDestinationByCode(iataCode: string): DealDestination | undefined {
  return DEAL_DESTINATIONS.find((destination) => destination.iataCode === iataCode);
}
