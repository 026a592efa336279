import { Trans } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { totalPages } from '@shared/paging';
import { Button } from '@web/components/ui/button';

type PaginationProps = {
  page: number;
  pageCount: number;
  label: string;
  onPageChange: (page: number) => void;
  /**
   * Said after "Page 2 of 3" in brackets ("48 warehouses"). The line is then announced when it
   * changes, as the count can change without the page changing (a row deleted).
   */
  summary?: string;
};

export function Pagination({ page, pageCount, label, onPageChange, summary }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm text-ink-muted" aria-live={summary === undefined ? undefined : 'polite'}>
        <Trans>Page {page} of {pageCount}</Trans>
        {summary !== undefined && ` (${summary})`}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        <Trans>Next</Trans>
        <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 size-4" />
      </Button>
    </nav>
  );
}

/** The pages of a paged list's answer: nothing until it has come, then as many pages as its total makes. */
export function ListPagination({ data, pageSize, ...props }: Omit<PaginationProps, 'pageCount'> & { data: { total: number } | undefined; pageSize: number }) {
  return data ? <Pagination {...props} pageCount={totalPages(data.total, pageSize)} /> : null;
}

export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
