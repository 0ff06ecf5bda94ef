import styles from './destination-cards.module.css';

/** A destination's picture as a card draws it: the country's shape (the offline illustrations). */
export type DestinationPictureSource = { src: string; width: number; height: number };

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
          src={picture.src}
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
