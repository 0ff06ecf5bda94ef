/** One raster width of an image the site made offline (the country maps, apps/web/public/illustrations). */
export type ImageRendition = { src: string; width: number };

/**
 * `srcset` for an image's renditions ("a-240.png 240w, a-480.png 480w"), the browser choosing by the
 * `sizes` the page gives; undefined when there are none (the SVG alone is served).
 */
export function toSrcSet(renditions: readonly ImageRendition[]): string | undefined {
  return renditions.length > 0
    ? renditions.map(({ src, width }) => `${src} ${width}w`).join(', ')
    : undefined;
}
