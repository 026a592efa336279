import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { INQUIRY_STATUS_LABELS, TRADER_FILTER_STATUSES } from '@shared/statuses/inquiry';
import { can } from '@shared/permissions';
import { paths } from '@web/app/paths';
import { buttonClassName } from '@web/components/ui/button';
import { StatusFilterSelect, statusFilterOf } from '@web/components/ui/filter-select';
import { EmptyState, PagedListStates } from '@web/components/ui/list-states';
import { Page } from '@web/components/ui/page';
import { useSession } from '@web/features/auth/api/get-session';
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
  const listTexts = useInquiryListTexts();
  const statusFilter = statusFilterOf(TRADER_FILTER_STATUSES, INQUIRY_STATUS_LABELS, t`All Inquiries`);
  const { searchParams, page, setFilters, setPage } = useListSearchParams({ status: 'all' });
  const status = statusFilter.read(searchParams.get('status'));
  const inquiries = useInquiries({ status, page });
  const { user } = useSession();
  const mayCreate = can(user, 'inquiry:create');

  return (
    <Page title={t`Warehouse Inquiries`} lead={<Trans>Your inquiries for warehouse space and where each of them stands.</Trans>} actions={mayCreate && <NewInquiryLink />}>
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
    </Page>
  );
}
