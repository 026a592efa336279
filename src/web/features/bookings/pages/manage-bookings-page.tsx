import { CalendarCheck } from 'lucide-react';
import { ADMIN_BOOKING_FILTERS, type AdminBookingFilter } from '@shared/contracts/bookings';
import { BOOKING_MESSAGES } from '@shared/errors';
import { BOOKING_STATUS_LABELS } from '@shared/statuses/booking';
import { FilterSelect } from '@web/components/ui/filter-select';
import { EmptyState, ListStates } from '@web/components/ui/list-states';
import { ListPagination } from '@web/components/ui/pagination';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { ADMIN_BOOKINGS_PAGE_SIZE, useAdminBookings } from '../api/get-admin-bookings';
import { AdminBookingsTable } from '../components/admin-bookings-table';

function readFilter(value: string | null): AdminBookingFilter {
  return (ADMIN_BOOKING_FILTERS as readonly string[]).includes(value ?? '') ? (value as AdminBookingFilter) : 'all';
}

const FILTER_OPTIONS = ADMIN_BOOKING_FILTERS.map((value) => ({ value, label: value === 'all' ? 'All' : BOOKING_STATUS_LABELS[value] }));

export function ManageBookingsPage() {
  useDocumentTitle('Manage Bookings');
  const { searchParams, page, setFilters, setPage } = useListSearchParams({ status: 'all' });
  const status = readFilter(searchParams.get('status'));
  const bookings = useAdminBookings({ status, page });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Manage Bookings</h1>
      <p className="mt-2 text-ink-muted">All bookings on the platform, by status.</p>

      <FilterSelect
        label="Status"
        className="mt-6"
        value={status}
        options={FILTER_OPTIONS}
        onChange={(value) => setFilters({ status: readFilter(value) })}
      />

      <ListStates
        query={bookings}
        loadingLabel="Loading bookings…"
        errorMessage={BOOKING_MESSAGES.loadListFailed}
        empty={
          <EmptyState
            icon={CalendarCheck}
            title="No bookings found"
            description={status === 'all' ? 'Bookings appear here when accepted offers are booked.' : 'Try another status.'}
          />
        }
      >
        {(items) => <AdminBookingsTable bookings={items} />}
      </ListStates>

      <ListPagination data={bookings.data} pageSize={ADMIN_BOOKINGS_PAGE_SIZE} page={page} label="Pages of bookings" onPageChange={setPage} />
    </div>
  );
}
