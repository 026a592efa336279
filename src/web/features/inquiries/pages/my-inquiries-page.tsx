import { Trans, useLingui } from '@lingui/react/macro';
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
import { useInquiryListTexts } from '../components/inquiry-list-texts';

function NewInquiryLink({ className = '' }: { className?: string }) {
  return (
    <Link to={paths.newInquiry.getHref()} className={buttonClassName('primary', 'md', className)}>
      <Plus aria-hidden="true" className="size-4" />
      <Trans>New Inquiry</Trans>
    </Link>
  );
}

export function MyInquiriesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Warehouse Inquiries`);
  const listTexts = useInquiryListTexts();
  const statusFilter = statusFilterOf(TRADER_FILTER_STATUSES, INQUIRY_STATUS_LABELS, t`All Inquiries`);
  const { searchParams, page, setFilters, setPage } = useListSearchParams({ status: 'all' });
  const status = statusFilter.read(searchParams.get('status'));
  const inquiries = useInquiries({ status, page });
  const { user } = useSession();
  const mayCreate = can(user, 'inquiry:create');

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">
            <Trans>Warehouse Inquiries</Trans>
          </h1>
          <p className="mt-2 text-ink-muted">
            <Trans>Your inquiries for warehouse space and where each of them stands.</Trans>
          </p>
        </div>
        {mayCreate && <NewInquiryLink />}
      </div>

      <StatusFilterSelect filter={statusFilter} className="mt-6" value={status} onChange={(next) => setFilters({ status: next })} />

      <PagedListStates
        query={inquiries}
        texts={listTexts}
        paging={{ page, pageSize: INQUIRIES_PAGE_SIZE, onPageChange: setPage }}
        empty={
          <EmptyState
            icon={ClipboardList}
            title={t`No inquiries found`}
            description={t`Get started by creating a new inquiry.`}
            action={mayCreate && <NewInquiryLink className="mt-4" />}
          />
        }
      >
        {(items) => <InquiriesTable inquiries={items} />}
      </PagedListStates>
    </div>
  );
}
