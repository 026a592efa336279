import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import { ADMIN_FILTER_STATUSES, INQUIRY_STATUS_LABELS } from '@shared/statuses/inquiry';
import { statusFilterOf } from '@web/components/ui/filter-select';
import { EmptyState, PagedListStates } from '@web/components/ui/list-states';
import { Page } from '@web/components/ui/page';
import { StatusSearchFilters, useStatusSearchList } from '@web/components/ui/status-search-filters';
import { ADMIN_INQUIRIES_PAGE_SIZE, useAdminInquiries } from '../api/get-admin-inquiries';
import { AdminInquiriesTable } from '../components/admin-inquiries-table';
import { useInquiryListTexts } from '../components/inquiry-list-texts';

const STATUS_FILTER = statusFilterOf(ADMIN_FILTER_STATUSES, INQUIRY_STATUS_LABELS);

export function AdminInquiriesPage() {
  const { t } = useLingui();
  const listTexts = useInquiryListTexts();
  const list = useStatusSearchList(STATUS_FILTER);
  const inquiries = useAdminInquiries(list.params);

  return (
    <Page title={t`Inquiries`} lead={<Trans>Customer inquiries waiting for an offer or a decision.</Trans>}>
      <StatusSearchFilters list={list} placeholder={t`Customer or warehouse`} />

      <PagedListStates
        query={inquiries}
        texts={listTexts}
        paging={{ page: list.params.page, pageSize: ADMIN_INQUIRIES_PAGE_SIZE, onPageChange: list.setPage }}
        empty={
          <EmptyState
            icon={ClipboardList}
            title={t`No inquiries found`}
            description={list.isFiltered ? t`Try another filter or search.` : t`Inquiries appear here when customers send them.`}
          />
        }
      >
        {(items) => <AdminInquiriesTable inquiries={items} />}
      </PagedListStates>
    </Page>
  );
}
