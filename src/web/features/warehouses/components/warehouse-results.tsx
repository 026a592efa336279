import { ChevronLeft, ChevronRight, Mail, SearchX, Send, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { BROWSE_RESULT_LIMIT } from '@shared/paging';
import type { DayRange } from '@shared/capacity';
import type { BrowseResponse } from '@shared/contracts/warehouses';
import { browseLimitMessage } from '@shared/errors';
import { formatWholeNumber } from '@shared/money';
import { paths } from '@web/app/paths';
import { Button, buttonClassName } from '@web/components/ui/button';
import { browseTotalPages } from '../lib/browse-params';
import { WarehouseCard, WarehouseCardSkeleton } from './warehouse-card';

const SKELETON_COUNT = 6;

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
  // No cards but matches: a page past the end, on its way to the last page (the page redirects). It
  // shows as loading until then, not as "No warehouses found".
  const isPastTheEnd = !isError && data !== undefined && data.items.length === 0 && Boolean(data.total);
  if (isPending || isPastTheEnd) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading warehouses…
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
        <p className="mt-3 text-lg font-semibold text-danger">Failed to load warehouses</p>
        <Button variant="secondary" className="mt-6" onClick={onRetry}>
          Retry
        </Button>
      </div>
    );
  }

  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed border-line px-6 py-16 text-center">
        <SearchX aria-hidden="true" className="size-10 text-ink-muted" />
        <p className="mt-3 text-lg font-semibold text-ink">No warehouses found</p>
        <p className="mt-1 text-ink-muted">Try adjusting your search criteria</p>
        {hasFilters && (
          <Button variant="secondary" className="mt-6" onClick={onClearFilters}>
            Clear all filters
          </Button>
        )}
        {/* An empty search is not a dead end: the team searches for the trader (the home page's
            promise), and an owner of such space can list it. */}
        <div className="mt-8 w-full max-w-md border-t border-line pt-6">
          <p className="font-semibold text-ink">Tell us what you need</p>
          <p className="mt-1 text-sm text-ink-muted">
            Describe the space, dates and services, and our team looks for a warehouse that fits.
          </p>
          <div className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
            {canSendInquiry ? (
              <Link to={paths.newInquiry.getHref()} className={buttonClassName('primary', 'md')}>
                <Send aria-hidden="true" className="size-4" />
                Send an inquiry
              </Link>
            ) : (
              <Link to={paths.contact.getHref()} className={buttonClassName('primary', 'md')}>
                <Mail aria-hidden="true" className="size-4" />
                Contact our team
              </Link>
            )}
            <Link to={paths.listingRequest.getHref()} className={buttonClassName('secondary', 'md')}>
              List your warehouse
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const isPaged = data.page > 1 || data.hasMore || data.limitReached;
  return (
    <div aria-busy={isPlaceholder || undefined} className={isPlaceholder ? 'opacity-60 transition-opacity' : undefined}>
      <ul className={GRID_CLASS_NAME}>
        {data.items.map((warehouse, index) => (
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
        <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-4">
          <Button variant="secondary" disabled={data.page <= 1} onClick={() => onPageChange(data.page - 1)}>
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
            Previous
          </Button>
          <p className="text-sm text-ink-muted">
            Page {formatWholeNumber(data.page)}
            {data.total !== null && ` of ${formatWholeNumber(browseTotalPages(data.total, data.pageSize))}`}
          </p>
          <Button variant="secondary" disabled={!data.hasMore} onClick={() => onPageChange(data.page + 1)}>
            Next
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
