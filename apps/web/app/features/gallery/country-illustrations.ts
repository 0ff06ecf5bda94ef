import type { MapProjection } from '../../lib/map-projection';
import type { DestinationPictureSource } from '../../ui/destination-picture';
import manifest from './country-illustrations.gen.json';
import type { GalleryImage } from './gallery';

/** Where scripts/build-illustrations.mjs writes the images (apps/web/public). */
const ILLUSTRATIONS_PATH = '/illustrations/countries';

const REGION_FRAMES = ['latin-america', 'spain-and-latin-america', 'americas'] as const;
export type RegionFrame = (typeof REGION_FRAMES)[number];

const isRegionFrame = (region: string): region is RegionFrame =>
  (REGION_FRAMES as readonly string[]).includes(region);

/** A country's two maps (its airports, and where it lies), without their words. */
export type CountryIllustrations = {
  /** The airports the map shows, as drawn: the alt text must describe the picture. */
  airports: readonly string[];
  region: RegionFrame;
  map: GalleryImage;
  locator: GalleryImage;
  /** How the country map places a longitude and latitude, for points drawn over it. */
  projection: MapProjection;
};

const countries: Readonly<
  Record<string, { airports: string[]; region: string; projection: MapProjection } | undefined>
> = manifest.countries as Record<string, { airports: string[]; region: string; projection: MapProjection }>;

function toImage(name: string): GalleryImage {
  return {
    src: `${ILLUSTRATIONS_PATH}/${name}.svg`,
    width: manifest.width,
    height: manifest.height,
    renditions: manifest.rasterWidths.map((width) => ({
      src: `${ILLUSTRATIONS_PATH}/${name}-${width}.png`,
      width,
    })),
  };
}

/** The illustrations made for a country (ISO 3166-1 alpha-2), or null when the script drew none. */
export function findCountryIllustrations(iso2: string): CountryIllustrations | null {
  const slug = iso2.toLowerCase();
  const entry = countries[slug];
  if (!entry) return null;
  return {
    airports: entry.airports,
    region: isRegionFrame(entry.region) ? entry.region : 'latin-america',
    map: toImage(`${slug}-map`),
    locator: toImage(`${slug}-region`),
    projection: entry.projection,
  };
}

/** A country's map as a destination card draws it, or null when none was drawn. */
export function findCountryPicture(iso2: string): DestinationPictureSource | null {
  return findCountryIllustrations(iso2)?.map ?? null;
}
