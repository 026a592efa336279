import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Mail, SearchX, Send, TriangleAlert } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BROWSE_RESULT_LIMIT } from '@shared/paging';
import type { DayRange } from '@shared/capacity';
import type { BrowseResponse } from '@shared/contracts/warehouses';
import { browseLimitMessage } from '@shared/errors';
import { formatWholeNumber } from '@shared/money';
import { paths } from '@web/app/paths';
import { useIsReturning } from '@web/app/scroll-reset';
import { Button, buttonClassName } from '@web/components/ui/button';
import { browseTotalPages } from '../lib/browse-params';
import { WarehouseCard, WarehouseCardSkeleton } from './warehouse-card';

const SKELETON_COUNT = 6;
/** Cards drawn at once when results arrive: more than a screen holds, on a phone or in three columns. */
const FIRST_CARDS = 6;
/** Cards drawn in each later step: a short task each, on a slow phone too. */
const CARDS_PER_STEP = 4;

const GRID_CLASS_NAME = 'grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3';

type WarehouseResultsProps = {
  data: BrowseResponse | undefined;
  isPending: boolean;
  isError: boolean;
  /** True while a new page or filter is loading and the previous results are still shown. */
  isPlaceholder: boolean;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  onShowOnMap?: (warehouseId: string) => void;
  canSendInquiry: boolean;
  hasFilters: boolean;
  onClearFilters: () => void;
  /** The browse dates, when set: cards say what is free for them (data.free). */
  dates?: DayRange | null;
};

export function WarehouseResults({
  data,
  isPending,
  isError,
  isPlaceholder,
  onRetry,
  onPageChange,
  onShowOnMap,
  canSendInquiry,
  hasFilters,
  onClearFilters,
  dates,
}: WarehouseResultsProps) {
  const { t } = useLingui();
  // The first cards come at once, the rest a few at a time, each step a transition of its own, so no
  // step blocks the page for long and it answers a tap while they are drawn (drawing all 20 at once
  // was most of a phone's blocking time). A new page of results is drawn whole (the count only
  // grows), and so is a list returned to by Back, whose place is restored at once.
  const isReturning = useIsReturning();
  const cardCount = data?.items.length ?? 0;
  const [drawnCards, setDrawnCards] = useState(isReturning ? Number.POSITIVE_INFINITY : FIRST_CARDS);
  useEffect(() => {
    if (drawnCards >= cardCount) return;
    const step = setTimeout(() => startTransition(() => setDrawnCards((drawn) => drawn + CARDS_PER_STEP)));
    return () => clearTimeout(step);
  }, [drawnCards, cardCount]);
  // No cards but matches: a page past the end, on its way to the last page (the page redirects). It
  // shows as loading until then, not as "No warehouses found".
  const isPastTheEnd = !isError && data !== undefined && data.items.length === 0 && Boolean(data.total);
  if (isPending || isPastTheEnd) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          <Trans>Loading warehouses…</Trans>
        </p>
        <ul className={GRID_CLASS_NAME}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <WarehouseCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (isError || !data) {
    return (
      <div role="alert" className="flex flex-col items-center rounded-lg border border-red-200 bg-red-50 px-6 py-12 text-center">
        <TriangleAlert aria-hidden="true" className="size-10 text-danger" />
        <p className="mt-3 text-lg font-semibold text-danger">
          <Trans>Failed to load warehouses</Trans>
        </p>
        <Button variant="secondary" className="mt-6" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }

  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed border-line px-6 py-16 text-center">
        <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
        <p className="mt-3 text-lg font-semibold text-ink">
          <Trans>No warehouses found</Trans>
        </p>
        <p className="mt-1 text-ink-muted">
          <Trans>Try adjusting your search criteria</Trans>
        </p>
        {hasFilters && (
          <Button variant="secondary" className="mt-6" onClick={onClearFilters}>
            <Trans>Clear all filters</Trans>
          </Button>
        )}
        {/* An empty search is not a dead end: the team searches for the trader (the home page's
            promise), and an owner of such space can list it. */}
        <div className="mt-8 w-full max-w-md border-t border-line pt-6">
          <p className="font-semibold text-ink">
            <Trans>Tell us what you need</Trans>
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            <Trans>Describe the space, dates and services, and our team looks for a warehouse that fits.</Trans>
          </p>
          <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
            {canSendInquiry ? (
              <Link to={paths.newInquiry.getHref()} className={buttonClassName('primary', 'md')}>
                <Send aria-hidden="true" className="size-4" />
                <Trans>Send an inquiry</Trans>
              </Link>
            ) : (
              <Link to={paths.contact.getHref()} className={buttonClassName('primary', 'md')}>
                <Mail aria-hidden="true" className="size-4" />
                <Trans>Contact our team</Trans>
              </Link>
            )}
            <Link to={paths.listingRequest.getHref()} className={buttonClassName('secondary', 'md')}>
              <Trans>List your warehouse</Trans>
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const isPaged = data.page > 1 || data.hasMore || data.limitReached;
  const page = formatWholeNumber(data.page);
  const pageCount = data.total !== null ? formatWholeNumber(browseTotalPages(data.total, data.pageSize)) : null;
  return (
    <div aria-busy={isPlaceholder || undefined} className={isPlaceholder ? 'opacity-60 transition-opacity' : undefined}>
      <ul className={GRID_CLASS_NAME}>
        {data.items.slice(0, drawnCards).map((warehouse, index) => (
          <li key={warehouse.id}>
            <WarehouseCard
              warehouse={warehouse}
              onShowOnMap={onShowOnMap}
              canSendInquiry={canSendInquiry}
              isLargestPaint={index === 0}
              free={dates && data.free ? { m2: data.free[warehouse.id] ?? 0, dates } : undefined}
            />
          </li>
        ))}
      </ul>
      {isPaged && (
        <nav aria-label={t`Pages`} className="mt-8 flex items-center justify-between gap-4">
          <Button variant="secondary" disabled={data.page <= 1} onClick={() => onPageChange(data.page - 1)}>
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
            <Trans>Previous</Trans>
          </Button>
          <p className="text-sm text-ink-muted">
            {pageCount !== null ? <Trans>Page {page} of {pageCount}</Trans> : <Trans>Page {page}</Trans>}
          </p>
          <Button variant="secondary" disabled={!data.hasMore} onClick={() => onPageChange(data.page + 1)}>
            <Trans>Next</Trans>
            <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 size-4" />
          </Button>
        </nav>
      )}
      {data.limitReached && (
        <p role="note" className="mt-4 text-center text-sm text-ink-muted">
          {browseLimitMessage(BROWSE_RESULT_LIMIT)}
        </p>
      )}
    </div>
  );
}
