import { ClipboardList, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { ADMIN_FILTER_STATUSES, INQUIRY_STATUS_LABELS } from '@shared/statuses/inquiry';
import { FilterSelect } from '@web/components/ui/filter-select';
import { INPUT_CLASS_NAME } from '@web/components/ui/form-field';
import { EmptyState, ListStates } from '@web/components/ui/list-states';
import { ListPagination } from '@web/components/ui/pagination';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { ADMIN_INQUIRIES_PAGE_SIZE, useAdminInquiries, type AdminInquiryFilter } from '../api/get-admin-inquiries';
import { AdminInquiriesTable } from '../components/admin-inquiries-table';

const SEARCH_DEBOUNCE_MS = 300;

function readFilter(value: string | null): AdminInquiryFilter {
  return (ADMIN_FILTER_STATUSES as readonly string[]).includes(value ?? '') ? (value as AdminInquiryFilter) : 'all';
}

const FILTER_OPTIONS: { value: AdminInquiryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...ADMIN_FILTER_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] })),
];

export function AdminInquiriesPage() {
  useDocumentTitle('Inquiries');
  const { searchParams, page, setFilters, setPage } = useListSearchParams({ status: 'all', search: '' });
  const status = readFilter(searchParams.get('status'));
  const search = searchParams.get('search') ?? '';
  const inquiries = useAdminInquiries({ status, search, page });
  const [draft, setDraft] = useState(search);
  const searchId = useId();

  useEffect(() => {
    if (draft.trim() === search.trim()) return;
    // Typing replaces the history entry instead of adding one per pause.
    const timer = window.setTimeout(() => setFilters({ search: draft.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search, setFilters]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Inquiries</h1>
      <p className="mt-2 text-ink-muted">Customer inquiries waiting for an offer or a decision.</p>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <FilterSelect label="Status" value={status} options={FILTER_OPTIONS} onChange={(value) => setFilters({ status: readFilter(value) })} />
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

      <ListStates
        query={inquiries}
        loadingLabel="Loading inquiries…"
        errorMessage={INQUIRY_MESSAGES.loadListFailed}
        empty={
          <EmptyState
            icon={ClipboardList}
            title="No inquiries found"
            description={search || status !== 'all' ? 'Try another filter or search.' : 'Inquiries appear here when customers send them.'}
          />
        }
      >
        {(items) => <AdminInquiriesTable inquiries={items} />}
      </ListStates>

      <ListPagination data={inquiries.data} pageSize={ADMIN_INQUIRIES_PAGE_SIZE} page={page} label="Pages of inquiries" onPageChange={setPage} />
    </div>
  );
}
