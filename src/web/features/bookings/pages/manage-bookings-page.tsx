import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '@shared/statuses/booking';
import { statusFilterOf } from '@web/components/ui/filter-select';
import { EmptyState, PagedListStates } from '@web/components/ui/list-states';
import { Page } from '@web/components/ui/page';
import { StatusSearchFilters, useStatusSearchList } from '@web/components/ui/status-search-filters';
import { ADMIN_BOOKINGS_PAGE_SIZE, useAdminBookings } from '../api/get-admin-bookings';
import { AdminBookingsTable } from '../components/admin-bookings-table';
import { useBookingListTexts } from '../components/booking-list-texts';

const STATUS_FILTER = statusFilterOf(BOOKING_STATUSES, BOOKING_STATUS_LABELS);

export function ManageBookingsPage() {
  const { t } = useLingui();
  const listTexts = useBookingListTexts();
  const list = useStatusSearchList(STATUS_FILTER);
  const bookings = useAdminBookings(list.params);

  return (
    <Page title={t`Manage Bookings`} lead={<Trans>All bookings on the platform, by status.</Trans>}>
      <StatusSearchFilters list={list} placeholder={t`Customer, warehouse or booking number`} />

      <PagedListStates
        query={bookings}
        texts={listTexts}
        paging={{ page: list.params.page, pageSize: ADMIN_BOOKINGS_PAGE_SIZE, onPageChange: list.setPage }}
        empty={
          <EmptyState
            icon={CalendarCheck}
            title={t`No bookings found`}
            description={list.isFiltered ? t`Try another filter or search.` : t`Bookings appear here when accepted offers are booked.`}
          />
        }
      >
        {(items) => <AdminBookingsTable bookings={items} />}
      </PagedListStates>
    </Page>
  );
}
