import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '@shared/statuses/booking';
import { StatusFilterSelect, statusFilterOf } from '@web/components/ui/filter-select';
import { EmptyState, PagedListStates } from '@web/components/ui/list-states';
import { Page } from '@web/components/ui/page';
import { SearchField } from '@web/components/ui/search-field';
import { useListSearchParams, useSearchDraft } from '@web/lib/use-list-search-params';
import { ADMIN_BOOKINGS_PAGE_SIZE, useAdminBookings } from '../api/get-admin-bookings';
import { AdminBookingsTable } from '../components/admin-bookings-table';
import { useBookingListTexts } from '../components/booking-list-texts';

const STATUS_FILTER = statusFilterOf(BOOKING_STATUSES, BOOKING_STATUS_LABELS);

export function ManageBookingsPage() {
  const { t } = useLingui();
  const listTexts = useBookingListTexts();
  const { searchParams, page, setFilters, setPage } = useListSearchParams({ status: 'all', search: '' });
  const status = STATUS_FILTER.read(searchParams.get('status'));
  const search = searchParams.get('search') ?? '';
  const bookings = useAdminBookings({ status, search, page });
  const [draft, setDraft] = useSearchDraft(search, setFilters);

  return (
    <Page title={t`Manage Bookings`} lead={<Trans>All bookings on the platform, by status.</Trans>}>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <StatusFilterSelect filter={STATUS_FILTER} value={status} onChange={(next) => setFilters({ status: next })} />
        <SearchField label={t`Search`} value={draft} onChange={setDraft} placeholder={t`Customer, warehouse or booking number`} />
      </div>

      <PagedListStates
        query={bookings}
        texts={listTexts}
        paging={{ page, pageSize: ADMIN_BOOKINGS_PAGE_SIZE, onPageChange: setPage }}
        empty={
          <EmptyState
            icon={CalendarCheck}
            title={t`No bookings found`}
            description={search || status !== 'all' ? t`Try another filter or search.` : t`Bookings appear here when accepted offers are booked.`}
          />
        }
      >
        {(items) => <AdminBookingsTable bookings={items} />}
      </PagedListStates>
    </Page>
  );
}
