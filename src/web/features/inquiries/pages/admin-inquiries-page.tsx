import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import { ADMIN_FILTER_STATUSES, INQUIRY_STATUS_LABELS } from '@shared/statuses/inquiry';
import { StatusFilterSelect, statusFilterOf } from '@web/components/ui/filter-select';
import { EmptyState, PagedListStates } from '@web/components/ui/list-states';
import { Page } from '@web/components/ui/page';
import { SearchField } from '@web/components/ui/search-field';
import { useListSearchParams, useSearchDraft } from '@web/lib/use-list-search-params';
import { ADMIN_INQUIRIES_PAGE_SIZE, useAdminInquiries } from '../api/get-admin-inquiries';
import { AdminInquiriesTable } from '../components/admin-inquiries-table';
import { useInquiryListTexts } from '../components/inquiry-list-texts';

const STATUS_FILTER = statusFilterOf(ADMIN_FILTER_STATUSES, INQUIRY_STATUS_LABELS);

export function AdminInquiriesPage() {
  const { t } = useLingui();
  const listTexts = useInquiryListTexts();
  const { searchParams, page, setFilters, setPage } = useListSearchParams({ status: 'all', search: '' });
  const status = STATUS_FILTER.read(searchParams.get('status'));
  const search = searchParams.get('search') ?? '';
  const inquiries = useAdminInquiries({ status, search, page });
  const [draft, setDraft] = useSearchDraft(search, setFilters);

  return (
    <Page title={t`Inquiries`} lead={<Trans>Customer inquiries waiting for an offer or a decision.</Trans>}>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <StatusFilterSelect filter={STATUS_FILTER} value={status} onChange={(next) => setFilters({ status: next })} />
        <SearchField label={t`Search`} value={draft} onChange={setDraft} placeholder={t`Customer or warehouse`} />
      </div>

      <PagedListStates
        query={inquiries}
        texts={listTexts}
        paging={{ page, pageSize: ADMIN_INQUIRIES_PAGE_SIZE, onPageChange: setPage }}
        empty={
          <EmptyState
            icon={ClipboardList}
            title={t`No inquiries found`}
            description={search || status !== 'all' ? t`Try another filter or search.` : t`Inquiries appear here when customers send them.`}
          />
        }
      >
        {(items) => <AdminInquiriesTable inquiries={items} />}
      </PagedListStates>
    </Page>
  );
}
