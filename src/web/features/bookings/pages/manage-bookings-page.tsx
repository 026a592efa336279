import { CalendarCheck } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_BOOKING_FILTERS, type AdminBookingFilter } from '@shared/contracts/bookings';
import { BOOKING_MESSAGES } from '@shared/errors';
import { BOOKING_STATUS_LABELS } from '@shared/statuses/booking';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { INPUT_CLASS_NAME } from '@web/components/ui/form-field';
import { Pagination, readPage } from '@web/components/ui/pagination';
import { Spinner } from '@web/components/ui/spinner';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ADMIN_BOOKINGS_PAGE_SIZE, useAdminBookings } from '../api/get-admin-bookings';
import { AdminBookingsTable } from '../components/admin-bookings-table';

function readFilter(value: string | null): AdminBookingFilter {
  return (ADMIN_BOOKING_FILTERS as readonly string[]).includes(value ?? '') ? (value as AdminBookingFilter) : 'all';
}

function filterLabel(filter: AdminBookingFilter): string {
  return filter === 'all' ? 'All' : BOOKING_STATUS_LABELS[filter];
}

export function ManageBookingsPage() {
  useDocumentTitle('Manage Bookings');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readFilter(searchParams.get('status'));
  const page = readPage(searchParams.get('page'));
  const bookings = useAdminBookings({ status, page });
  const filterId = useId();

  function update(changes: { status?: AdminBookingFilter; page?: number }) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.status !== undefined) {
        if (changes.status === 'all') next.delete('status');
        else next.set('status', changes.status);
        next.delete('page');
      }
      if (changes.page !== undefined) {
        if (changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
      }
      return next;
    });
  }

  const total = bookings.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_BOOKINGS_PAGE_SIZE));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Manage Bookings</h1>
      <p className="mt-2 text-ink-muted">All bookings on the platform, by status.</p>

      <div className="mt-6 w-full sm:max-w-xs">
        <label htmlFor={filterId} className="mb-1.5 block text-sm font-semibold text-ink">
          Status
        </label>
        <select id={filterId} value={status} onChange={(event) => update({ status: readFilter(event.target.value) })} className={INPUT_CLASS_NAME}>
          {ADMIN_BOOKING_FILTERS.map((value) => (
            <option key={value} value={value}>
              {filterLabel(value)}
            </option>
          ))}
        </select>
      </div>

      <div className="mt-6" aria-busy={bookings.isFetching || undefined}>
        {bookings.isPending && <Spinner label="Loading bookings…" showLabel className="py-12" />}
        {bookings.isError && (
          <ErrorAlert>
            <p>{BOOKING_MESSAGES.loadListFailed}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void bookings.refetch()}>
              Retry
            </Button>
          </ErrorAlert>
        )}
        {bookings.data && bookings.data.items.length === 0 && (
          <div className="rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center">
            <CalendarCheck aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
            <p className="mt-3 font-semibold text-ink">No bookings found</p>
            <p className="mt-1 text-sm text-ink-muted">
              {status === 'all' ? 'Bookings appear here when accepted offers are booked.' : 'Try another status.'}
            </p>
          </div>
        )}
        {bookings.data && bookings.data.items.length > 0 && <AdminBookingsTable bookings={bookings.data.items} />}
      </div>

      {bookings.data && (
        <Pagination page={page} pageCount={pageCount} label="Pages of bookings" onPageChange={(next) => update({ page: next })} />
      )}
    </div>
  );
}
