/**
 * The home page's featured cards' box while their own chunk and the list load (featured-warehouses.tsx).
 * Apart from them, in the first load (bench/size.ts allows this file), because it is the Suspense fallback; the cards use the same box, so
 * nothing below them moves when they arrive (CLS 0).
 */

/** How many the home page shows: one row of four on a wide screen, a swipeable row on a phone. */
export const FEATURED_COUNT = 4;

export const FEATURED_CARD_CLASS_NAME =
  'flex w-[75%] shrink-0 snap-start flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm sm:w-[45%] lg:w-auto';

export function FeaturedSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Loading warehouses…
      </p>
      <ul aria-hidden="true" className="flex gap-4 overflow-hidden pb-2 lg:grid lg:grid-cols-4 lg:gap-6 lg:pb-0">
        {Array.from({ length: FEATURED_COUNT }, (_, index) => (
          <li key={index} className={FEATURED_CARD_CLASS_NAME}>
            <div className="aspect-[4/3] animate-pulse bg-surface-muted motion-reduce:animate-none" />
            <div className="h-26" />
          </li>
        ))}
      </ul>
    </div>
  );
}
