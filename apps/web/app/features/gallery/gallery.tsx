import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { type ImageRendition, toSrcSet } from '../../lib/image-renditions';
import styles from './gallery.module.css';

/** Spec §3: what the lightbox shows of an image. */
export type LightboxItem = { src: string; title: string; alt: string };

/** The full image (`src`, what the lightbox and the link open) and smaller copies for the thumbnail. */
export type GalleryImage = {
  src: string;
  /** Intrinsic size, so the thumbnail reserves its space before it loads. */
  width: number;
  height: number;
  /** Raster copies for `srcset`; none: the thumbnail shows `src` itself. */
  renditions: readonly ImageRendition[];
};

export type GalleryItem = LightboxItem & GalleryImage;

const loadLightbox = () => import('./lightbox');
// The dialog and the zoom library load when a visitor reaches for a thumbnail, not with the page.
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/** A click the page may take over: the main button without keys that ask for a new tab or window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Thumbnails that link to their full image, so they work without script; with script a click opens
 * the images in a lightbox instead. Thumbnails load lazily: galleries sit below the fold.
 */
export function Gallery({
  items,
  sizes,
}: {
  items: readonly GalleryItem[];
  /** The thumbnails' rendered width at each breakpoint, for the browser's choice in `srcset`. */
  sizes: string;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, index) => {
          const smallest = item.renditions[0];
          return (
            <li key={item.src}>
              <figure className={styles.figure}>
                <a
                  href={item.src}
                  className={styles.link}
                  onPointerEnter={loadLightbox}
                  onFocus={loadLightbox}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    setOpenIndex(index);
                  }}
                >
                  <img
                    className={styles.image}
                    src={smallest?.src ?? item.src}
                    srcSet={toSrcSet(item.renditions)}
                    sizes={item.renditions.length > 0 ? sizes : undefined}
                    width={item.width}
                    height={item.height}
                    alt={item.alt}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
                <figcaption className={styles.caption}>{item.title}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      {openIndex !== null && (
        <Suspense fallback={null}>
          <Lightbox
            items={items}
            index={openIndex}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}
