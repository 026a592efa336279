import { ClipboardList, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { ADMIN_FILTER_STATUSES, INQUIRY_STATUS_LABELS } from '@shared/statuses/inquiry';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { INPUT_CLASS_NAME } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ADMIN_INQUIRIES_PAGE_SIZE, useAdminInquiries, type AdminInquiryFilter } from '../api/get-admin-inquiries';
import { AdminInquiriesTable } from '../components/admin-inquiries-table';
import { Pagination, readPage } from '@web/components/ui/pagination';

const SEARCH_DEBOUNCE_MS = 300;

function readFilter(value: string | null): AdminInquiryFilter {
  return (ADMIN_FILTER_STATUSES as readonly string[]).includes(value ?? '') ? (value as AdminInquiryFilter) : 'all';
}

export function AdminInquiriesPage() {
  useDocumentTitle('Inquiries');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readFilter(searchParams.get('status'));
  const search = searchParams.get('search') ?? '';
  const page = readPage(searchParams.get('page'));
  const inquiries = useAdminInquiries({ status, search, page });
  const [draft, setDraft] = useState(search);
  const filterId = useId();
  const searchId = useId();

  const updateRef = useRef(update);
  useEffect(() => {
    updateRef.current = update;
  });
  useEffect(() => {
    if (draft.trim() === search.trim()) return;
    const timer = window.setTimeout(() => updateRef.current({ search: draft.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search]);

  function update(changes: { status?: AdminInquiryFilter; search?: string; page?: number }) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.status !== undefined) {
        if (changes.status === 'all') next.delete('status');
        else next.set('status', changes.status);
        next.delete('page');
      }
      if (changes.search !== undefined) {
        if (changes.search) next.set('search', changes.search);
        else next.delete('search');
        next.delete('page');
      }
      if (changes.page !== undefined) {
        if (changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
      }
      return next;
    }, { replace: changes.search !== undefined });
  }

  const total = inquiries.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_INQUIRIES_PAGE_SIZE));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Inquiries</h1>
      <p className="mt-2 text-ink-muted">Customer inquiries waiting for an offer or a decision.</p>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="w-full sm:max-w-xs">
          <label htmlFor={filterId} className="mb-1.5 block text-sm font-semibold text-ink">
            Status
          </label>
          <select id={filterId} value={status} onChange={(event) => update({ status: readFilter(event.target.value) })} className={INPUT_CLASS_NAME}>
            <option value="all">All</option>
            {ADMIN_FILTER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {INQUIRY_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="w-full sm:max-w-sm">
          <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-ink">
            Search
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted" />
            <input
              id={searchId}
              type="search"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Customer or warehouse"
              className={`${INPUT_CLASS_NAME} pl-9`}
            />
          </div>
        </div>
      </div>

      <div className="mt-6" aria-busy={inquiries.isFetching || undefined}>
        {inquiries.isPending && <Spinner label="Loading inquiries…" showLabel className="py-12" />}
        {inquiries.isError && (
          <ErrorAlert>
            <p>{INQUIRY_MESSAGES.loadListFailed}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void inquiries.refetch()}>
              Retry
            </Button>
          </ErrorAlert>
        )}
        {inquiries.data && inquiries.data.items.length === 0 && (
          <div className="rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center">
            <ClipboardList aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
            <p className="mt-3 font-semibold text-ink">No inquiries found</p>
            <p className="mt-1 text-sm text-ink-muted">{search || status !== 'all' ? 'Try another filter or search.' : 'Inquiries appear here when customers send them.'}</p>
          </div>
        )}
        {inquiries.data && inquiries.data.items.length > 0 && <AdminInquiriesTable inquiries={inquiries.data.items} />}
      </div>

      {inquiries.data && (
        <Pagination page={page} pageCount={pageCount} label="Pages of inquiries" onPageChange={(next) => update({ page: next })} />
      )}
    </div>
  );
}
