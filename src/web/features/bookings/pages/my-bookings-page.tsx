import { CalendarCheck, Search } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { buttonClassName } from '@web/components/ui/button';
import { EmptyState, PagedListStates } from '@web/components/ui/list-states';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { BOOKINGS_PAGE_SIZE, useBookings } from '../api/get-bookings';
import { BookingsTable } from '../components/bookings-table';
import { BOOKING_LIST_TEXTS } from '../components/booking-list-texts';

export function MyBookingsPage() {
  useDocumentTitle('My Bookings');
  const { page, setPage } = useListSearchParams();
  const bookings = useBookings({ page });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">My Bookings</h1>
      <p className="mt-2 text-ink-muted">Your confirmed warehouse bookings and where each of them stands.</p>

      <PagedListStates
        query={bookings}
        texts={BOOKING_LIST_TEXTS}
        paging={{ page, pageSize: BOOKINGS_PAGE_SIZE, onPageChange: setPage }}
        empty={
          <EmptyState
            icon={CalendarCheck}
            title="No bookings yet"
            description="Find a warehouse and send an inquiry; accepted offers become bookings."
            action={
              <Link to={paths.warehouses.getHref()} className={buttonClassName('primary', 'md', 'mt-4')}>
                <Search aria-hidden="true" className="size-4" />
                Browse Warehouses
              </Link>
            }
          />
        }
      >
        {(items) => <BookingsTable bookings={items} />}
      </PagedListStates>
    </div>
  );
}
