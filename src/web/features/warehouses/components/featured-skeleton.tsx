import { Trans } from '@lingui/react/macro';

/**
 * The home page's featured cards' box while their own chunk and the list load (featured-warehouses.tsx).
 * Apart from them, in the first load (bench/size.ts allows this file), because it is the Suspense fallback; the cards use the same box, so
 * nothing below them moves when they arrive (CLS 0).
 */

/** How many the home page shows: one row of four on a wide screen; on a phone, four compact rows (no sideways scrolling). */
export const FEATURED_COUNT = 4;

export const FEATURED_CARD_CLASS_NAME = 'flex overflow-hidden panel lg:flex-col';
/** The picture's box: beside the text on a phone, above it from lg up. */
export const FEATURED_PICTURE_CLASS_NAME = 'aspect-[4/3] w-24 shrink-0 overflow-hidden bg-surface-muted sm:w-40 lg:w-auto';
export const FEATURED_LIST_CLASS_NAME = 'grid gap-3 lg:grid-cols-4 lg:gap-6';

export function FeaturedSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        <Trans>Loading warehouses…</Trans>
      </p>
      <ul aria-hidden="true" className={FEATURED_LIST_CLASS_NAME}>
        {Array.from({ length: FEATURED_COUNT }, (_, index) => (
          <li key={index} className={FEATURED_CARD_CLASS_NAME}>
            <div className={`${FEATURED_PICTURE_CLASS_NAME} animate-pulse motion-reduce:animate-none`} />
            <div className="h-26 min-w-0 flex-1" />
          </li>
        ))}
      </ul>
    </div>
  );
}
