import { type ImageRendition, toSrcSet } from '../lib/image-renditions';
import styles from './destination-cards.module.css';

/**
 * A destination's picture as a card draws it: the country's shape (the offline illustrations), with
 * its raster widths when they were made. The card shows a raster: an SVG in an image is a whole
 * document the page's main thread parses, lays out and paints, where a PNG is decoded off it.
 */
export type DestinationPictureSource = {
  src: string;
  width: number;
  height: number;
  renditions: readonly ImageRendition[];
};

/** The picture's rendered width: a 7rem column on a phone, half the row (two cards) from 640 px. */
const PICTURE_SIZES = '(min-width: 640px) 50vw, 7rem';

/**
 * A destination card's picture: the country's shape, loaded lazily (the cards are below the fold),
 * or the destination's code where no shape was drawn.
 */
export function DestinationPicture({
  picture,
  code,
}: {
  picture: DestinationPictureSource | null;
  code: string;
}) {
  return (
    <div className={styles.picture}>
      {picture ? (
        <img
          src={picture.renditions[0]?.src ?? picture.src}
          srcSet={toSrcSet(picture.renditions)}
          sizes={picture.renditions.length > 0 ? PICTURE_SIZES : undefined}
          width={picture.width}
          height={picture.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.code} aria-hidden="true">
          {code}
        </span>
      )}
    </div>
  );
}
