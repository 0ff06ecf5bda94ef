import { preload } from 'react-dom';
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
  const src = getSceneSrc(hotelId, scene);
  // The server puts a preload in the head: the browser fetches it with the stylesheets, not after them.
  if (eager) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    <img
      src={src}
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
