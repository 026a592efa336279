/**
 * The two files every uploaded image is stored as (re-encoded by the server's platform/images.ts), and
 * how pages choose between them. One place, because the HTML's preload of a warehouse page's main
 * image must name exactly the file the page's <img> then picks, or the browser fetches it twice.
 */

/** The full image: at most this size, never enlarged. */
export const FULL_IMAGE_MAX = { width: 1600, height: 1600 } as const;
/** The thumbnail: cropped to cover exactly this size. */
export const THUMBNAIL_SIZE = { width: 480, height: 360 } as const;

/** A warehouse page's main image: half the screen beside the details on a wide screen, all of it on a phone. */
export const MAIN_IMAGE_SIZES = '(min-width: 1024px) 60vw, 100vw';

/** The thumbnail where it is wide enough, the full image elsewhere. */
export function mainImageSrcSet(image: { url: string; thumbnailUrl: string }): string {
  return `${image.thumbnailUrl} ${THUMBNAIL_SIZE.width}w, ${image.url} ${FULL_IMAGE_MAX.width}w`;
}
