import type { TFunction } from 'i18next';
import { getSceneSrc, listHotelScenes, SCENE_HEIGHT, SCENE_WIDTH } from './hotel-scenes';

/** A gallery picture: what the lightbox shows (spec §3 lightbox item) and its size. */
export type HotelGalleryItem = {
  src: string;
  title: string;
  alt: string;
  width: number;
  height: number;
  renditions: { src: string; width: number }[];
};

/** The hotel's illustrated scenes as gallery items, titled and described in the page language. */
export function buildHotelGalleryItems(
  hotel: { hotelId: string; name: string; amenities: readonly string[] },
  t: TFunction<'hotels'>,
): HotelGalleryItem[] {
  return listHotelScenes(hotel.amenities).map((scene) => {
    const sceneName = t(`summary.scenes.${scene}`);
    return {
      src: getSceneSrc(hotel.hotelId, scene),
      title: sceneName.charAt(0).toUpperCase() + sceneName.slice(1),
      alt: t('summary.galleryIllustration', { scene: sceneName, hotel: hotel.name }),
      width: SCENE_WIDTH,
      height: SCENE_HEIGHT,
      // SVG scales: the thumbnail is the picture itself.
      renditions: [],
    };
  });
}
