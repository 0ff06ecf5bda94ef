import { getSceneSrc, type HotelSceneName, SCENE_HEIGHT, SCENE_WIDTH } from './hotel-scenes';

/**
 * A hotel's illustration as a decorative picture (the name next to it says what it is). `eager` is for
 * the one a page opens with: it is its largest paint, so it loads first instead of waiting for layout.
 */
export function HotelScene({
  hotelId,
  scene,
  className,
  eager = false,
}: {
  hotelId: string;
  scene: HotelSceneName;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={getSceneSrc(hotelId, scene)}
      width={SCENE_WIDTH}
      height={SCENE_HEIGHT}
      alt=""
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
