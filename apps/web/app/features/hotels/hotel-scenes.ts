/**
 * The hotel pictures: illustrations drawn offline by scripts/build-hotel-illustrations.mjs into
 * public/illustrations/hotels (issue 14: no external image host). A hotel always gets the same
 * palette, picked from its id, so its pictures agree with each other on every page.
 */
export const HOTEL_SCENES = ['facade', 'room', 'pool', 'lobby', 'breakfast', 'view'] as const;
export type HotelSceneName = (typeof HOTEL_SCENES)[number];

const PALETTE_COUNT = 4;
export const SCENE_WIDTH = 960;
export const SCENE_HEIGHT = 720;

/** A stable palette (1–4) for a hotel id. */
export function pickPalette(hotelId: string): number {
  let hash = 0;
  for (const char of hotelId) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return (hash % PALETTE_COUNT) + 1;
}

export function getSceneSrc(hotelId: string, scene: HotelSceneName): string {
  return `/illustrations/hotels/${scene}-${pickPalette(hotelId)}.svg`;
}

/** The scenes a hotel's gallery shows: no pool picture for a hotel without one. */
export function listHotelScenes(amenities: readonly string[]): HotelSceneName[] {
  return HOTEL_SCENES.filter((scene) => scene !== 'pool' || amenities.includes('SWIMMING_POOL'));
}
