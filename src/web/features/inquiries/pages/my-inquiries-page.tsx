import { ClipboardList, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { INQUIRY_STATUS_LABELS, TRADER_FILTER_STATUSES } from '@shared/statuses/inquiry';
import { can } from '@shared/permissions';
import { paths } from '@web/app/paths';
import { buttonClassName } from '@web/components/ui/button';
import { StatusFilterSelect, statusFilterOf } from '@web/components/ui/filter-select';
import { EmptyState, PagedListStates } from '@web/components/ui/list-states';
import { useSession } from '@web/features/auth/api/get-session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { INQUIRIES_PAGE_SIZE, useInquiries } from '../api/get-inquiries';
import { InquiriesTable } from '../components/inquiries-table';
import { INQUIRY_LIST_TEXTS } from '../components/inquiry-list-texts';

const STATUS_FILTER = statusFilterOf(TRADER_FILTER_STATUSES, INQUIRY_STATUS_LABELS, 'All Inquiries');

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
  const status = STATUS_FILTER.read(searchParams.get('status'));
  const inquiries = useInquiries({ status, page });
  const { user } = useSession();
  const mayCreate = can(user, 'inquiry:create');

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Warehouse Inquiries</h1>
          <p className="mt-2 text-ink-muted">Your inquiries for warehouse space and where each of them stands.</p>
        </div>
        {mayCreate && <NewInquiryLink />}
      </div>

      <StatusFilterSelect filter={STATUS_FILTER} className="mt-6" value={status} onChange={(next) => setFilters({ status: next })} />

      <PagedListStates
        query={inquiries}
        texts={INQUIRY_LIST_TEXTS}
        paging={{ page, pageSize: INQUIRIES_PAGE_SIZE, onPageChange: setPage }}
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
      </PagedListStates>
    </div>
  );
}
