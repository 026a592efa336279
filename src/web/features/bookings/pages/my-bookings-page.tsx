import { CalendarCheck, Search, Warehouse } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@web/app/paths';
import { buttonClassName } from '@web/components/ui/button';
import { EmptyState, PagedListStates } from '@web/components/ui/list-states';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { BOOKINGS_PAGE_SIZE, useBookings } from '../api/get-bookings';
import { BookingsTable } from '../components/bookings-table';
import { useSession } from '@web/features/auth/api/get-session';
import { bookingsTitle, isOwnersBookings } from '@web/lib/bookings-wording';
import { BOOKING_LIST_TEXTS } from '../components/booking-list-texts';

/**
 * /bookings (spec 02 "My Bookings"): a trader's own bookings; for an owner, the bookings on their
 * warehouses, said in an owner's words, with a way to their warehouses instead of to browsing.
 */
export function MyBookingsPage() {
  const { user } = useSession();
  const title = bookingsTitle(user);
  const isOwner = isOwnersBookings(user);
  useDocumentTitle(title);
  const { page, setPage } = useListSearchParams();
  const bookings = useBookings({ page });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-2 text-ink-muted">
        {isOwner
          ? 'Traders’ confirmed bookings of space in your warehouses and where each of them stands.'
          : 'Your confirmed warehouse bookings and where each of them stands.'}
      </p>

      <PagedListStates
        query={bookings}
        texts={BOOKING_LIST_TEXTS}
        paging={{ page, pageSize: BOOKINGS_PAGE_SIZE, onPageChange: setPage }}
        empty={
          isOwner ? (
            <EmptyState
              icon={CalendarCheck}
              title="No bookings on your warehouses yet"
              description="When a trader accepts an offer for space in one of your warehouses, the booking appears here."
              action={
                <Link to={paths.myWarehouses.getHref()} className={buttonClassName('primary', 'md', 'mt-4')}>
                  <Warehouse aria-hidden="true" className="size-4" />
                  My Warehouses
                </Link>
              }
            />
          ) : (
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
          )
        }
      >
        {(items) => <BookingsTable bookings={items} caption={isOwner ? 'Bookings on your warehouses' : 'Your bookings'} />}
      </PagedListStates>
    </div>
  );
}
