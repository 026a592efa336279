import { ClipboardList, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { INQUIRY_STATUS_LABELS, TRADER_FILTER_STATUSES } from '@shared/statuses/inquiry';
import { can } from '@shared/permissions';
import { paths } from '@web/app/paths';
import { buttonClassName } from '@web/components/ui/button';
import { FilterSelect } from '@web/components/ui/filter-select';
import { EmptyState, ListStates } from '@web/components/ui/list-states';
import { Pagination } from '@web/components/ui/pagination';
import { useSession } from '@web/features/auth/api/get-session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { INQUIRIES_PAGE_SIZE, useInquiries, type InquiryFilter } from '../api/get-inquiries';
import { InquiriesTable } from '../components/inquiries-table';

function readFilter(value: string | null): InquiryFilter {
  return (TRADER_FILTER_STATUSES as readonly string[]).includes(value ?? '') ? (value as InquiryFilter) : 'all';
}

const FILTER_OPTIONS: { value: InquiryFilter; label: string }[] = [
  { value: 'all', label: 'All Inquiries' },
  ...TRADER_FILTER_STATUSES.map((value) => ({ value, label: INQUIRY_STATUS_LABELS[value] })),
];

function NewInquiryLink({ className = '' }: { className?: string }) {
  return (
    <Link to={paths.newInquiry.getHref()} className={buttonClassName('primary', 'md', className)}>
      <Plus aria-hidden="true" className="size-4" />
      New Inquiry
    </Link>
  );
}

export function MyInquiriesPage() {
  useDocumentTitle('Warehouse Inquiries');
  const { searchParams, page, setFilters, setPage } = useListSearchParams({ status: 'all' });
  const status = readFilter(searchParams.get('status'));
  const inquiries = useInquiries({ status, page });
  const { user } = useSession();
  const mayCreate = can(user, 'inquiry:create');

  const total = inquiries.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / INQUIRIES_PAGE_SIZE));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Warehouse Inquiries</h1>
          <p className="mt-2 text-ink-muted">Your inquiries for warehouse space and where each of them stands.</p>
        </div>
        {mayCreate && <NewInquiryLink />}
      </div>

      <FilterSelect
        label="Status"
        className="mt-6"
        value={status}
        options={FILTER_OPTIONS}
        onChange={(value) => setFilters({ status: readFilter(value) })}
      />

      <ListStates
        query={inquiries}
        loadingLabel="Loading inquiries…"
        errorMessage={INQUIRY_MESSAGES.loadListFailed}
        empty={
          <EmptyState
            icon={ClipboardList}
            title="No inquiries found"
            description="Get started by creating a new inquiry."
            action={mayCreate && <NewInquiryLink className="mt-4" />}
          />
        }
      >
        {(items) => <InquiriesTable inquiries={items} />}
      </ListStates>

      {inquiries.data && <Pagination page={page} pageCount={pageCount} label="Pages of inquiries" onPageChange={setPage} />}
    </div>
  );
}
