import { CalendarCheck, Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { BOOKING_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button, buttonClassName } from '@web/components/ui/button';
import { Pagination, readPage } from '@web/components/ui/pagination';
import { Spinner } from '@web/components/ui/spinner';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { BOOKINGS_PAGE_SIZE, useBookings } from '../api/get-bookings';
import { BookingsTable } from '../components/bookings-table';

export function MyBookingsPage() {
  useDocumentTitle('My Bookings');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const bookings = useBookings({ page });

  function goToPage(next: number) {
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (next > 1) params.set('page', String(next));
      else params.delete('page');
      return params;
    });
  }

  const total = bookings.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / BOOKINGS_PAGE_SIZE));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">My Bookings</h1>
      <p className="mt-2 text-ink-muted">Your confirmed warehouse bookings and where each of them stands.</p>

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
            <p className="mt-3 font-semibold text-ink">No bookings yet</p>
            <p className="mt-1 text-sm text-ink-muted">Find a warehouse and send an inquiry; accepted offers become bookings.</p>
            <Link to={paths.warehouses.getHref()} className={buttonClassName('primary', 'md', 'mt-4')}>
              <Search aria-hidden="true" className="size-4" />
              Browse Warehouses
            </Link>
          </div>
        )}
        {bookings.data && bookings.data.items.length > 0 && <BookingsTable bookings={bookings.data.items} />}
      </div>

      {bookings.data && <Pagination page={page} pageCount={pageCount} label="Pages of bookings" onPageChange={goToPage} />}
    </div>
  );
}
